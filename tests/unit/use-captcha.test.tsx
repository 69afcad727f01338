// The login form's captcha (src/features/auth/use-captcha.ts): the first one is asked for by
// index.html's route script as /login loads (scripts/build/route-scripts.ts, run here as the
// browser runs it) and handed to the form's first render once, if still fresh.
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeHeadScript } from '../../scripts/build/route-scripts';
import { useCaptcha } from '../../src/features/auth/use-captcha';
import { server } from './support/msw-server';

/** index.html's head script on /login, asking for the captcha early. */
function askCaptchaEarly(): void {
  new Function('location', routeHeadScript({ '/login': { files: [], early: ['/prod-api/auth/code'] } }))({
    pathname: '/login',
  });
}

function serveCaptchas() {
  let asked = 0;
  server.use(
    http.get(
      '/prod-api/auth/code',
      () => ((asked += 1), HttpResponse.json({ img: `data:image/png;base64,${asked}`, uuid: `uuid-${asked}` })),
    ),
  );
  return () => asked;
}

afterEach(() => vi.restoreAllMocks());

describe('captcha', () => {
  it('hands the early captcha to the first form, once; the next form and a refresh ask anew', async () => {
    const asked = serveCaptchas();
    askCaptchaEarly();
    const first = renderHook(() => useCaptcha());
    await waitFor(() => expect(first.result.current.captcha?.uuid).toBe('uuid-1'));
    expect(asked()).toBe(1);

    const second = renderHook(() => useCaptcha());
    await waitFor(() => expect(second.result.current.captcha?.uuid).toBe('uuid-2'));
    await first.result.current.refresh();
    await waitFor(() => expect(first.result.current.captcha?.uuid).toBe('uuid-3'));
    expect(asked()).toBe(3);
  });

  it('renders the early captcha at once when it came before the form', async () => {
    const asked = serveCaptchas();
    askCaptchaEarly();
    await waitFor(() => expect(asked()).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const { result } = renderHook(() => useCaptcha());
    expect(result.current.captcha?.uuid).toBe('uuid-1');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.captcha?.uuid).toBe('uuid-1');
    expect(asked()).toBe(1);
  });

  it('asks again when the early captcha is older than half a minute', async () => {
    const asked = serveCaptchas();
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now);
    askCaptchaEarly();
    vi.spyOn(Date, 'now').mockReturnValue(now + 31_000);
    const { result } = renderHook(() => useCaptcha());
    await waitFor(() => expect(result.current.captcha?.uuid).toBe('uuid-2'));
    expect(asked()).toBe(2);
  });

  it('asks again through the API client when the early request failed, and shows that one’s failure', async () => {
    let asked = 0;
    server.use(
      http.get('/prod-api/auth/code', () => ((asked += 1), HttpResponse.json({ message: 'busy' }, { status: 503 }))),
    );
    askCaptchaEarly();
    const { result } = renderHook(() => useCaptcha());
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(asked).toBe(2);
  });

  it('asks for its own captcha when index.html asked for none (the form reached by a link)', async () => {
    const asked = serveCaptchas();
    delete window.__earlyAnswers;
    const { result } = renderHook(() => useCaptcha());
    await waitFor(() => expect(result.current.captcha?.uuid).toBe('uuid-1'));
    expect(asked()).toBe(1);
  });
});
