// Messages of the account routes (own password, profile, e-mail, avatar) in the three languages.
// They live beside the routes rather than in server/i18n so this area can be added without
// touching the shared catalogue; the shape and the Language header rules are the same.
import type { FastifyReply, FastifyRequest } from 'fastify';

const zhCN = {
  changed: '修改成功',
  oldPasswordWrong: '旧密码错误',
  passwordsDiffer: '两次输入密码不一致',
  emailCodeSent: '验证码已发送到新邮箱',
  emailCodeMailSubject: '修改邮箱验证码',
  emailCodeMailBody: '您修改邮箱的验证码是 {code}，{minutes} 分钟内有效。',
  emailInvalid: '邮箱格式不正确',
  notAnImage: '只能上传 PNG、JPEG、GIF 或 WebP 图片',
  imageTooLarge: '图片不能超过 {size} MB',
} as const;

export type AccountMessage = keyof typeof zhCN;

const catalogues: Record<'zh_CN' | 'zh_TW' | 'en', Record<AccountMessage, string>> = {
  zh_CN: zhCN,
  zh_TW: {
    changed: '修改成功',
    oldPasswordWrong: '舊密碼錯誤',
    passwordsDiffer: '兩次輸入密碼不一致',
    emailCodeSent: '驗證碼已傳送到新的電子郵件信箱',
    emailCodeMailSubject: '修改電子郵件驗證碼',
    emailCodeMailBody: '您修改電子郵件的驗證碼是 {code}，{minutes} 分鐘內有效。',
    emailInvalid: '電子郵件格式不正確',
    notAnImage: '只能上傳 PNG、JPEG、GIF 或 WebP 圖片',
    imageTooLarge: '圖片不能超過 {size} MB',
  },
  en: {
    changed: 'Changed successfully',
    oldPasswordWrong: 'The old password is wrong',
    passwordsDiffer: 'The two passwords do not match',
    emailCodeSent: 'A code has been sent to the new e-mail address',
    emailCodeMailSubject: 'E-mail change code',
    emailCodeMailBody: 'Your code to change your e-mail address is {code}, valid for {minutes} minutes.',
    emailInvalid: 'The e-mail address is not valid',
    notAnImage: 'Only PNG, JPEG, GIF or WebP images can be uploaded',
    imageTooLarge: 'The image must not be larger than {size} MB',
  },
};

export function accountText(
  request: FastifyRequest,
  key: AccountMessage,
  params: Record<string, string | number> = {},
): string {
  return catalogues[request.language][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** A 400 in the `{ status, message }` shape of every error answer. */
export function badRequestReply(
  request: FastifyRequest,
  reply: FastifyReply,
  key: AccountMessage,
  params?: Record<string, string | number>,
) {
  return reply.code(400).send({ status: 400, message: accountText(request, key, params) });
}
