// The one API client (src/lib/api-client.ts, one axios instance, through msw): headers, parameters, bodies,
// unwrapping, the access version answers carry, and the error catalogue of spec §8 in its interceptor.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import notification from 'antd/es/notification';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../src/lib/api-client';
import { forgetAccessVersion, onAccessChange } from '../../src/lib/access-version';
import { ApiError, errorAnswer } from '../../src/lib/api-error';
import { changeLanguage } from '../../src/lib/i18n';
import { bindRouterNavigation } from '../../src/lib/navigation';
import { session, saveToken } from '../../src/stores/session';
import { siteStore } from '../../src/stores/site';
import { server } from './support/msw-server';

const navigate = vi.fn();

function showPage(pathname: string, search = '') {
  bindRouterNavigation({ navigate, state: { location: { pathname, search }, navigation: {} } });
}

function answer(status: number, body: object | null = null) {
  server.use(
    http.get('/prod-api/probe', () =>
      body ? HttpResponse.json(body, { status }) : new HttpResponse(null, { status }),
    ),
  );
}

async function failure(request: Promise<unknown>): Promise<ApiError> {
  const error = await request.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** Lets the lazily loaded notification module arrive, so "not called" means not called. */
const settle = () => vi.dynamicImportSettled();

let notified: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  navigate.mockReset();
  showPage('/system/user');
  notified = vi.spyOn(notification, 'error');
});

describe('requests', () => {
  it('sends the token, both language headers and repeated array parameters, and unwraps the body', async () => {
    saveToken('Bearer abc', false);
    await changeLanguage('zh_TW');
    let seen: Request | undefined;
    server.use(
      http.get('/prod-api/probe', ({ request }) => {
        seen = request;
        return HttpResponse.json({ rows: [1] });
      }),
    );
    await expect(api.get('probe', { params: { ids: [1, 2], name: 'a b' } })).resolves.toEqual({ rows: [1] });
    expect(seen?.headers.get('Authorization')).toBe('Bearer abc');
    expect(seen?.headers.get('Language')).toBe('zh_TW');
    expect(seen?.headers.get('Language-Source')).toBe('zh_TW');
    expect(new URL(seen!.url).search).toBe('?ids=1&ids=2&name=a+b');
  });

  it('sends the chosen site language as Language-Source and no Authorization without a token', async () => {
    siteStore.language = 'en';
    let seen: Request | undefined;
    server.use(http.get('/prod-api/probe', ({ request }) => ((seen = request), HttpResponse.json({}))));
    await api.get('probe');
    expect(seen?.headers.get('Language')).toBe('zh_CN');
    expect(seen?.headers.get('Language-Source')).toBe('en');
    expect(seen?.headers.has('Authorization')).toBe(false);
  });

  it("sends the computer's IANA time zone as Time-Zone on every call, as it is at the time of the call", async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.post(
        '/prod-api/probe',
        ({ request }) => (seen.push(request.headers.get('Time-Zone')), HttpResponse.json({})),
      ),
    );
    const options = new Intl.DateTimeFormat().resolvedOptions();
    const zone = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions');
    try {
      zone.mockReturnValue({ ...options, timeZone: 'Asia/Shanghai' });
      await api.post('probe', {});
      zone.mockReturnValue({ ...options, timeZone: 'America/New_York' });
      await api.post('probe', {});
    } finally {
      zone.mockRestore();
    }
    expect(seen).toEqual(['Asia/Shanghai', 'America/New_York']);
  });

  it('asks Temporal for the zone where the browser has it (Intl is slow on its first call)', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.post(
        '/prod-api/probe',
        ({ request }) => (seen.push(request.headers.get('Time-Zone')), HttpResponse.json({})),
      ),
    );
    const intl = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions');
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Europe/Paris' } });
    try {
      await api.post('probe', {});
    } finally {
      vi.unstubAllGlobals();
      intl.mockRestore();
    }
    expect(seen).toEqual(['Europe/Paris']);
    expect(intl).not.toHaveBeenCalled();
  });
});

describe('bodies', () => {
  it('sends objects as JSON, a DELETE body too, and a FormData as multipart', async () => {
    const seen: { type: string | null; body: string }[] = [];
    server.use(
      http.all('/prod-api/echo', async ({ request }) => {
        seen.push({ type: request.headers.get('Content-Type'), body: await request.text() });
        return HttpResponse.json({ ok: true });
      }),
    );
    await expect(api.put('echo', { a: 1 })).resolves.toEqual({ ok: true });
    await api.delete('echo', { data: [3, 4] });
    const form = new FormData();
    form.append('name', 'x');
    await api.post('/echo', form);
    expect(seen[0]).toEqual({ type: 'application/json', body: '{"a":1}' });
    expect(seen[1]).toEqual({ type: 'application/json', body: '[3,4]' });
    expect(seen[2]!.type).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('gives a text answer as text, and a failed call the body it was answered with', async () => {
    server.use(
      http.get('/prod-api/text', () => HttpResponse.text('plain')),
      http.get('/prod-api/fail', () => HttpResponse.json({ message: 'no', errors: ['a'] }, { status: 400 })),
    );
    await expect(api.get('text')).resolves.toBe('plain');
    const error = await failure(api.get('fail', { skipErrorUi: true }));
    expect(errorAnswer(error)).toEqual({ message: 'no', errors: ['a'] });
  });
});

describe('access version', () => {
  it('calls the listener when an answer, ok or failed, carries another version than the last', async () => {
    const changed = vi.fn(() => Promise.resolve());
    forgetAccessVersion();
    onAccessChange(changed);
    let version = '1';
    let status = 200;
    server.use(
      http.get('/prod-api/probe', () =>
        HttpResponse.json({ message: 'x' }, { status, headers: { 'Access-Version': version } }),
      ),
    );
    try {
      await api.get('probe');
      await api.get('probe');
      expect(changed).not.toHaveBeenCalled();
      version = '2';
      status = 403;
      await failure(api.get('probe', { skipErrorUi: true }));
      expect(changed).toHaveBeenCalledTimes(1);
    } finally {
      onAccessChange(null);
      forgetAccessVersion();
    }
  });
});

describe('error catalogue', () => {
  it('shows the server message for 5 seconds', async () => {
    answer(409, { status: 409, message: '用户名已存在' });
    expect((await failure(api.get('probe'))).message).toBe('用户名已存在');
    await waitFor(() => expect(notified).toHaveBeenCalledWith({ message: '用户名已存在', duration: 5 }));
    expect(await screen.findByText('用户名已存在')).toBeTruthy();
  });

  it('shows 系统未知错误 for a failed status without a message', async () => {
    answer(500);
    expect((await failure(api.get('probe'))).status).toBe(500);
    await waitFor(() =>
      expect(notified).toHaveBeenCalledWith({ message: '系统未知错误，请反馈给管理员', duration: 5 }),
    );
  });

  it('shows 网络请求超时 when the server does not answer in time', async () => {
    server.use(http.get('/prod-api/probe', async () => (await delay(300), HttpResponse.json({}))));
    // The client's own timer aborts the call (msw's XMLHttpRequest interception has no XHR timeouts).
    const error = await failure(api.get('probe', { timeout: 50 }));
    expect(error.timedOut).toBe(true);
    await waitFor(() => expect(notified).toHaveBeenCalledWith({ message: '网络请求超时', duration: 5 }));
  });

  it('shows 接口请求失败 when no answer comes at all', async () => {
    server.use(http.get('/prod-api/probe', () => HttpResponse.error()));
    expect((await failure(api.get('probe'))).status).toBeUndefined();
    await waitFor(() => expect(notified).toHaveBeenCalledWith({ message: '接口请求失败', duration: 5 }));
  });

  it('translates its own texts into the interface language', async () => {
    await changeLanguage('en');
    server.use(http.get('/prod-api/probe', () => HttpResponse.error()));
    await failure(api.get('probe'));
    await waitFor(() => expect(notified).toHaveBeenCalledWith({ message: 'The request failed', duration: 5 }));
  });

  it('sends a 403 to /401 without a notification', async () => {
    answer(403, { status: 403, message: '没有权限' });
    await failure(api.get('probe'));
    expect(navigate).toHaveBeenCalledWith('/401', undefined);
    await settle();
    expect(notified).not.toHaveBeenCalled();
  });

  it('leaves a request that opted out of the error UI to its caller', async () => {
    answer(400, { status: 400, message: '验证码错误' });
    expect((await failure(api.get('probe', { skipErrorUi: true }))).message).toBe('验证码错误');
    await settle();
    expect(notified).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('401', () => {
  beforeEach(() => saveToken('Bearer old', true));

  it('asks once to log in again, then clears the token and goes to /login?from=<page>', async () => {
    showPage('/system/user', '?page=2');
    answer(401, { status: 401, message: '登录已过期' });
    await Promise.all([failure(api.get('probe')), failure(api.get('probe'))]);
    const dialogs = await screen.findAllByText('登录状态已过期, 请退出重新登录!');
    expect(dialogs).toHaveLength(1);
    expect(session.token).toBe('Bearer old');
    fireEvent.click(screen.getByRole('button', { name: '重新登录' }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/login?from=%2Fsystem%2Fuser%3Fpage%3D2', { replace: true }),
    );
    expect(session.token).toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
    await settle();
    expect(notified).not.toHaveBeenCalled();
  });

  it('goes straight to /login from the home page', async () => {
    showPage('/dashboard/workplace');
    answer(401, { status: 401, message: '登录已过期' });
    // jsdom never finishes antd's closing animation: an earlier test's dialog may still be there.
    const dialogsBefore = screen.queryAllByText('登录状态已过期, 请退出重新登录!').length;
    await failure(api.get('probe'));
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(session.token).toBeNull();
    await settle();
    expect(screen.queryAllByText('登录状态已过期, 请退出重新登录!')).toHaveLength(dialogsBefore);
  });
});
