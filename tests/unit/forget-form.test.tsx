// Forgotten password: code by e-mail, a new password of 6–20 characters typed twice, sent encrypted.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from './support/msw-server';
import { pathOf, renderApp } from './support/render-app';
import { decryptPassword, publicKeyPem } from './support/rsa';

function serveReset(answer: () => Response = () => HttpResponse.json({ message: '密码已重置' })) {
  const requests = { codes: [] as unknown[], resets: [] as { username: string; newPass: string; code: string }[] };
  server.use(
    http.get('/prod-api/auth/publicKey', () => HttpResponse.json({ publicKey: publicKeyPem })),
    http.post('/prod-api/auth/resetCode', async ({ request }) => {
      requests.codes.push(await request.json());
      return HttpResponse.json({ message: '验证码已发送' });
    }),
    http.post('/prod-api/api/sysUser/resetPass', async ({ request }) => {
      requests.resets.push((await request.json()) as (typeof requests.resets)[number]);
      return answer();
    }),
    http.get('/prod-api/auth/code', () => HttpResponse.json({ img: 'data:image/svg+xml;base64,PHN2Zy8+', uuid: 'u' })),
  );
  return requests;
}

async function openForget() {
  const router = renderApp('/forget');
  const user = userEvent.setup();
  await screen.findByLabelText('用户名');
  return { router, user };
}

describe('forget password form', () => {
  it('asks for the username before sending a code, then sends it', async () => {
    const requests = serveReset();
    const { user } = await openForget();
    await user.click(screen.getByRole('button', { name: /发送验证码/ }));
    expect(await screen.findByText('请输入用户名')).toBeTruthy();
    expect(requests.codes).toHaveLength(0);
    await user.type(screen.getByLabelText('用户名'), 'admin');
    await user.click(screen.getByRole('button', { name: /发送验证码/ }));
    expect(await screen.findByText('验证码已发送')).toBeTruthy();
    expect(requests.codes).toEqual([{ username: 'admin' }]);
    // The countdown starts at 60; a loaded machine may already have ticked a second or two off it.
    const wait = screen.getByRole('button', { name: /\d+ 秒后重发/ });
    const seconds = Number(/(\d+) 秒后重发/.exec(wait.textContent ?? '')?.[1]);
    expect(seconds).toBeGreaterThan(50);
    expect(seconds).toBeLessThanOrEqual(60);
  });

  it('checks the length and the confirmation of the new password', async () => {
    serveReset();
    const { user } = await openForget();
    await user.type(screen.getByLabelText('新密码'), '12345');
    await user.tab();
    expect(await screen.findByText('长度在 6 到 20 个字符')).toBeTruthy();
    await user.clear(screen.getByLabelText('新密码'));
    await user.type(screen.getByLabelText('新密码'), '123456');
    await user.type(screen.getByLabelText('确认新密码'), '1234567');
    await user.tab();
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
  });

  it('sends the new password encrypted and goes back to login', async () => {
    const requests = serveReset();
    const { router, user } = await openForget();
    await user.type(screen.getByLabelText('用户名'), 'admin');
    await user.type(screen.getByLabelText('邮箱验证码'), '123456');
    await user.type(screen.getByLabelText('新密码'), 'new-pass-1');
    await user.type(screen.getByLabelText('确认新密码'), 'new-pass-1{Enter}');
    await waitFor(() => expect(pathOf(router)).toBe('/login'));
    const [reset] = requests.resets;
    expect(reset).toMatchObject({ username: 'admin', code: '123456' });
    expect(decryptPassword(reset!.newPass)).toBe('new-pass-1');
    expect(await screen.findByText('密码已重置')).toBeTruthy();
  });

  it('shows a refused reset above the form and stays', async () => {
    serveReset(() => HttpResponse.json({ status: 400, message: '验证码错误' }, { status: 400 }));
    const { router, user } = await openForget();
    await user.type(screen.getByLabelText('用户名'), 'admin');
    await user.type(screen.getByLabelText('邮箱验证码'), '000000');
    await user.type(screen.getByLabelText('新密码'), 'new-pass-1');
    await user.type(screen.getByLabelText('确认新密码'), 'new-pass-1{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain('验证码错误');
    expect(pathOf(router)).toBe('/forget');
  });
});
