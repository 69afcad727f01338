// Server messages in Simplified Chinese, the default language. The keys are the catalogue:
// the other languages must translate every one of them (checked by their `satisfies`).
export const zhCN = {
  'auth.captchaMissing': '验证码不存在或已过期',
  'auth.captchaWrong': '验证码错误',
  'auth.badCredentials': '用户名或密码错误',
  'auth.disabled': '账号已被禁用',
  'auth.tooManyAttempts': '尝试次数过多，请稍后再试',
  'auth.unauthorized': '登录状态已过期，请重新登录',
  'auth.passwordUndecryptable': '密码无法解密，请刷新页面后重试',
  'auth.passwordLength': '密码长度在 6 到 20 个字符',
  'auth.resetCodeSent': '如果该账号存在并绑定了邮箱，验证码已发送到该邮箱',
  'auth.resetCodeMailSubject': '重置密码验证码',
  'auth.resetCodeMailBody': '您的重置密码验证码是 {code}，{minutes} 分钟内有效。如非本人操作，请忽略本邮件。',
  'auth.passwordReset': '密码已重置，请使用新密码登录',
  'validation.required': '缺少必填字段 {field}',
  'validation.empty': '{field} 不能为空',
  'validation.type': '{field} 的类型应为 {type}',
  'validation.unknownField': '不允许的字段 {field}',
  'validation.tooShort': '{field} 的长度不能少于 {limit}',
  'validation.tooLong': '{field} 的长度不能超过 {limit}',
  'validation.invalid': '{field} 的值无效',
  'validation.bodyObject': '请求体必须是 JSON 对象',
  'request.malformed': '请求格式错误',
  'request.unsupportedMediaType': '不支持的请求内容类型',
  'request.tooLarge': '请求内容过大',
  'error.notFound': '请求的资源不存在',
  'error.conflict': '{field} 已存在',
  'error.conflictUnknown': '数据已存在',
  'error.dbUnavailable': '数据库暂时不可用，请稍后再试',
  'error.internal': '系统内部错误，请联系管理员',
} as const;

export type MessageKey = keyof typeof zhCN;
