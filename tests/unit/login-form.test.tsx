// The login page: validation on blur, Enter submits, the password leaves encrypted, server errors
// show above the form with a fresh captcha, and the user lands where they were going.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { session } from '../../src/stores/session';
import { adminUser, systemMenus } from './support/fixtures';
import { serveScreens } from './screens/handlers';
import { server } from './support/msw-server';
import { pathOf, renderApp } from './support/render-app';
import { decryptPassword, publicKeyPem } from './support/rsa';

interface LoginBody {
  username: string;
  password: string;
  code: string;
  uuid: string;
}

/** The reference server's auth calls; `login` decides the answer to POST auth/login. */
function serveAuth(login: (body: LoginBody) => Response) {
  const sent: LoginBody[] = [];
  let captchas = 0;
  server.use(
    http.get('/prod-api/auth/code', () => {
      captchas += 1;
      return HttpResponse.json({
        img: `data:image/svg+xml;base64,${btoa(`<svg>${captchas}</svg>`)}`,
        uuid: `uuid-${captchas}`,
      });
    }),
    http.get('/prod-api/auth/publicKey', () => HttpResponse.json({ publicKey: publicKeyPem })),
    http.post('/prod-api/auth/login', async ({ request }) => {
      const body = (await request.json()) as LoginBody;
      sent.push(body);
      return login(body);
    }),
    http.get('/prod-api/auth/info', () => HttpResponse.json(adminUser)),
    http.get('/prod-api/api/sysMenu/build', () => HttpResponse.json(systemMenus)),
    serveScreens(),
  );
  return { sent, captchas: () => captchas };
}

const loggedIn = () => HttpResponse.json({ token: 'Bearer abc123', user: adminUser });

async function fillForm(values: { username: string; password: string; code: string }) {
  const user = userEvent.setup();
  await user.type(await screen.findByPlaceholderText('用户名'), values.username);
  await user.type(screen.getByPlaceholderText('密码'), values.password);
  await user.type(screen.getByPlaceholderText('验证码'), values.code);
  return user;
}

describe('login form', () => {
  it('validates each field when it loses focus', async () => {
    serveAuth(loggedIn);
    renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByPlaceholderText('用户名'));
    await user.tab();
    expect(await screen.findByText('请输入用户名')).toBeTruthy();
    expect(screen.queryByText('请输入密码')).toBeNull();
    await user.tab();
    expect(await screen.findByText('请输入密码')).toBeTruthy();
    expect(screen.queryByText('请输入验证码')).toBeNull();
  });

  it('shows every message and sends nothing when submitted empty', async () => {
    const auth = serveAuth(loggedIn);
    renderApp('/login');
    fireEvent.click(await screen.findByRole('button', { name: /登\s*录/ }));
    for (const message of ['请输入用户名', '请输入密码', '请输入验证码'])
      expect(await screen.findByText(message)).toBeTruthy();
    expect(auth.sent).toHaveLength(0);
  });

  it('submits on Enter with the password encrypted, then goes to from', async () => {
    const auth = serveAuth(loggedIn);
    const router = renderApp('/login?from=%2Fsystem%2Fuser%3Fpage%3D2');
    await screen.findByTestId('captcha-img');
    const user = await fillForm({ username: 'admin', password: 'S3cret-pass', code: 'ab12' });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(pathOf(router)).toBe('/system/user?page=2'));
    const [body] = auth.sent;
    expect(body).toMatchObject({ username: 'admin', code: 'ab12', uuid: 'uuid-1' });
    expect(body?.password).not.toContain('S3cret-pass');
    expect(decryptPassword(body!.password)).toBe('S3cret-pass');
    expect(session.token).toBe('Bearer abc123');
    expect(sessionStorage.getItem('access_token')).toBe('Bearer abc123');
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('lands on the workplace without from, and remembers the token when asked', async () => {
    serveAuth(loggedIn);
    const router = renderApp('/login');
    await screen.findByTestId('captcha-img');
    const user = await fillForm({ username: 'admin', password: 'pw', code: 'ab12' });
    await user.click(screen.getByRole('checkbox', { name: '记住我' }));
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(pathOf(router)).toBe('/dashboard/workplace'));
    expect(localStorage.getItem('access_token')).toBe('Bearer abc123');
    expect((await screen.findByTestId('greeting')).textContent).toContain('管理员');
  });

  it('shows the server message above the form, keeps the typing and refreshes the captcha', async () => {
    const auth = serveAuth(() => HttpResponse.json({ status: 400, message: '用户名或密码错误' }, { status: 400 }));
    const router = renderApp('/login');
    const image = await screen.findByTestId('captcha-img');
    const firstImage = image.getAttribute('src');
    const user = await fillForm({ username: 'admin', password: 'wrong', code: 'ab12' });
    await user.keyboard('{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain('用户名或密码错误');
    await waitFor(() => expect(screen.getByTestId('captcha-img').getAttribute('src')).not.toBe(firstImage));
    expect(auth.captchas()).toBe(2);
    expect(screen.getByPlaceholderText<HTMLInputElement>('用户名').value).toBe('admin');
    expect(screen.getByPlaceholderText<HTMLInputElement>('验证码').value).toBe('');
    expect(pathOf(router)).toBe('/login');
    expect(session.token).toBeNull();
  });

  it('fetches a new captcha when the image is clicked', async () => {
    const auth = serveAuth(loggedIn);
    renderApp('/login');
    fireEvent.click(await screen.findByTestId('captcha-img'));
    await waitFor(() => expect(auth.captchas()).toBe(2));
    await waitFor(() => expect(screen.getByTestId('captcha-img').getAttribute('src')).toContain(btoa('<svg>2</svg>')));
  });
});
