// The auth calls of the login and forget pages; their errors are shown inline by the forms.
import { api, apiUrl } from '../../lib/api-client';
import type { UserInfo } from '../../stores/session';

export interface Captcha {
  /** A data: URL of the image. */
  img: string;
  uuid: string;
}

export interface LoginBody {
  username: string;
  /** RSA-encrypted. */
  password: string;
  code: string;
  uuid: string;
}

export interface ResetPasswordBody {
  username: string;
  /** RSA-encrypted. */
  newPass: string;
  code: string;
}

const inline = { skipErrorUi: true } as const;

const CAPTCHA_PATH = 'auth/code';
/** Where the captcha comes from; index.html asks for the first one early on /login (vite.config.ts). */
export const captchaUrl = apiUrl(CAPTCHA_PATH);

export const fetchCaptcha = () => api.get<Captcha>(CAPTCHA_PATH, inline);

export const login = (body: LoginBody) => api.post<{ token: string; user: UserInfo }>('auth/login', body, inline);

export const sendResetCode = (username: string) =>
  api.post<{ message?: string }>('auth/resetCode', { username }, inline);

export const resetPassword = (body: ResetPasswordBody) =>
  api.post<{ message?: string }>('api/sysUser/resetPass', body, inline);
