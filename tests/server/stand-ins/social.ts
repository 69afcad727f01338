// A stand-in of a social platform's publishing endpoint: POST /posts takes a post when the bearer
// token is right (201 with the remote id and URL); POST /flaky fails while `failing` is set;
// POST /down always fails with the service's own error text, as a platform over its quota does.
import { startStandIn, type StandIn } from './http';

export const SOCIAL_TOKEN = 'standin-social-token';
export const SOCIAL_DOWN_ERROR = 'daily publishing quota exceeded';

export interface SocialStandIn extends StandIn {
  state: { posts: Record<string, unknown>[]; failing: boolean; delayMs: number };
}

export async function startSocialStandIn(): Promise<SocialStandIn> {
  const state = { posts: [] as Record<string, unknown>[], failing: true, delayMs: 0 };
  const standIn = await startStandIn(async ({ method, url, headers, body }) => {
    if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
    if (method !== 'POST') return { status: 405, json: { error: 'POST only' } };
    if (headers.authorization !== `Bearer ${SOCIAL_TOKEN}`)
      return { status: 401, json: { error: 'invalid access token' } };
    if (url === '/down') return { status: 503, json: { error: SOCIAL_DOWN_ERROR } };
    if (url === '/flaky' && state.failing) return { status: 500, json: { message: 'temporarily unavailable' } };
    if (url !== '/posts' && url !== '/flaky') return { status: 404, json: { error: 'no such endpoint' } };
    const post = JSON.parse(body.toString()) as Record<string, unknown>;
    state.posts.push({ ...post, idempotencyKey: headers['idempotency-key'] });
    const id = `remote-${state.posts.length}`;
    return { status: 201, json: { id, url: `https://social.example/p/${id}` } };
  });
  return Object.assign(standIn, { state });
}

const pad = (value: number) => String(value).padStart(2, '0');
/** A time as the post form's date picker sends it (server and tests share this machine's zone). */
export const localTime = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
