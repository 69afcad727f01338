// Server messages of the e-mail log (server/routes/email-log.ts), in the three languages; each
// main catalogue spreads its language in.
const zhCN = {
  'mail.alreadySent': '邮件已发送，不能再修改',
  'mail.cannotResend': '只有发送失败的邮件可以重新发送',
  'mail.holdsSecret': '该邮件含有验证码，不能修改',
} as const;

const zhTW = {
  'mail.alreadySent': '郵件已寄出，不能再修改',
  'mail.cannotResend': '只有寄送失敗的郵件可以重新寄送',
  'mail.holdsSecret': '該郵件含有驗證碼，不能修改',
} satisfies Record<keyof typeof zhCN, string>;

const en = {
  'mail.alreadySent': 'The mail has been sent and can no longer be changed',
  'mail.cannotResend': 'Only a mail that failed can be sent again',
  'mail.holdsSecret': 'This mail carries a verification code and cannot be changed',
} satisfies Record<keyof typeof zhCN, string>;

export const mailMessages = { zh_CN: zhCN, zh_TW: zhTW, en };
