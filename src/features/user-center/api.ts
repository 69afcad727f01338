// The personal centre's calls (docs/api.md, "Own account"). Errors of the forms are shown by the
// forms themselves; the others by the API client.
import { api } from '../../lib/api-client';
import type { UserInfo } from '../../stores/session';

export interface ProfileBody {
  nickName: string;
  phone?: string;
  gender?: string;
}

const inline = { skipErrorUi: true } as const;

export const updateProfile = (body: ProfileBody) => api.put<UserInfo>('api/sysUser/center', body);

/** The image itself is the body; the server reads its type from its bytes. */
export const uploadAvatar = (file: Blob) =>
  api.post<UserInfo>('/api/users/updateAvatar', file, { headers: { 'Content-Type': 'application/octet-stream' } });

export const sendEmailCode = (email: string) => api.post<{ message?: string }>('api/sysUser/emailCode', { email });

export const updateEmail = (code: string, body: { password: string; email: string }) =>
  api.post<UserInfo>(`api/sysUser/updateEmail/${encodeURIComponent(code)}`, body);

/** Spec §7: `code` 0 is success; other codes carry the message to show as an error. */
export const changePassword = (body: { oldPassword: string; password: string; password2: string }) =>
  api.put<{ code: number; message?: string }>('/auth/password', body, inline);

export interface BindQr {
  content: string;
  scene: string;
  expireSeconds: number;
  expiresAt: string;
}

/** A fresh WeChat QR for binding the account; its errors (no WeChat configured) are shown inline. */
export const getBindQr = () => api.get<BindQr>('wx/getQRCodeContent', inline);

export interface MessageSettings {
  messageNotify: boolean;
  emailNotify: boolean;
}

export const getMessageSettings = () => api.get<MessageSettings>('api/sysUser/userMessage');
export const updateMessageSettings = (body: MessageSettings) =>
  api.post<MessageSettings>('api/sysUser/updateUserMessage', body);
