// Server messages of the e-mail log (server/routes/email-log.ts), in the three languages; each
// main catalogue spreads its language in.
const zhCN = {
  'mail.alreadySent': '邮件已发送，不能再修改',
  'mail.cannotResend': '只有发送失败的邮件可以重新发送',
} as const;

const zhTW = {
  'mail.alreadySent': '郵件已寄出，不能再修改',
  'mail.cannotResend': '只有寄送失敗的郵件可以重新寄送',
} satisfies Record<keyof typeof zhCN, string>;

const en = {
  'mail.alreadySent': 'The mail has been sent and can no longer be changed',
  'mail.cannotResend': 'Only a mail that failed can be sent again',
} satisfies Record<keyof typeof zhCN, string>;

export const mailMessages = { zh_CN: zhCN, zh_TW: zhTW, en };
