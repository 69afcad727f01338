// Logging in to a server process over HTTP as the browser does (captcha off in these runs).
import { encrypt } from '../../server/helpers/auth';

export async function httpLogin(base: string, username: string, password: string): Promise<string> {
  const { publicKey } = (await (await fetch(`${base}/prod-api/auth/publicKey`)).json()) as { publicKey: string };
  const { uuid } = (await (await fetch(`${base}/prod-api/auth/code`)).json()) as { uuid: string };
  const response = await fetch(`${base}/prod-api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: encrypt(password, publicKey), code: 'any', uuid }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}
