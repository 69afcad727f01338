// The login form's captcha (src/features/auth/use-captcha.ts): the first one is asked for while
// the page loads and handed to the form's first render once, if still fresh.
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { askCaptchaEarly, useCaptcha } from '../../src/features/auth/use-captcha';
import { server } from './support/msw-server';

function serveCaptchas() {
  let asked = 0;
  server.use(http.get('/prod-api/auth/code', () => ((asked += 1), HttpResponse.json({ img: `data:image/png;base64,${asked}`, uuid: `uuid-${asked}` }))));
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

  it('shows the early captcha’s failure as the form’s', async () => {
    server.use(http.get('/prod-api/auth/code', () => HttpResponse.error()));
    askCaptchaEarly();
    const { result } = renderHook(() => useCaptcha());
    await waitFor(() => expect(result.current.failed).toBe(true));
  });
});
