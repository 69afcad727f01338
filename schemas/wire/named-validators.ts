// The named checks a form field may use in "x-validator" ("mobilePhone", [{ "format": "email" }]),
// read by both sides: the browser registers them as Formily formats (renderers/form/validators.ts),
// the server as ajv formats for request bodies (server/lib/validation.ts), so a value one side
// accepts the other accepts too. An empty string passes on both sides (Formily skips empty values;
// `required` / `minLength` say when a value is needed). `email` and `url` are Formily's own
// expressions, copied so the server does not depend on Formily.

export const namedPatterns = {
  email: /^\w+([-+.]\w+)*@\w+([-.]\w+)*\.\w+([-.]\w+)*$/,
  url: /^(?:(?:(?:https?|ftp|rtmp):)?\/\/)(?:\S+(?::\S*)?@)?(?:(?!(?:10|127)(?:\.\d{1,3}){3})(?!(?:169\.254|192\.168)(?:\.\d{1,3}){2})(?!172\.(?:1[6-9]|2\d|3[0-1])(?:\.\d{1,3}){2})(?:22[0-3]|2[01]\d|[1-9]\d?|1\d\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d{1,2})){2}(?:\.(?:25[0-4]|2[0-4]\d|1\d\d|[1-9]\d?))|(?:(?:[a-z\u00a1-\uffff0-9_]-*)*[a-z\u00a1-\uffff0-9_]+)(?:\.(?:[a-z\u00a1-\uffff0-9_]-*)*[a-z\u00a1-\uffff0-9_]+)*(?:\.(?:[a-z\u00a1-\uffff_]{2,})))(?::\d{2,5})?(?:\/?\S*)?$/,
  externalLink: /^(https?:|mailto:|tel:)/,
  mobilePhone: /^1[34578]\d{9}$/,
  // Chinese characters, whitespace and punctuation that break usernames in URLs and logs.
  nameCheck: /^[^\u4e00-\u9fa5\s`~!#$%^&*()=+[\]{}\\|;:'",<>/?，。；：‘’“”、！？（）【】《》]*$/,
} as const;

export type NamedValidator = keyof typeof namedPatterns;

/** Named checks whose message is Formily's own (the others have renderer.validation.<name>). */
export const formilyMessaged: readonly NamedValidator[] = ['email', 'url'];

export const isNamedValidator = (name: unknown): name is NamedValidator =>
  typeof name === 'string' && Object.hasOwn(namedPatterns, name);

/** Whether a value passes a named check: empty passes, as in Formily. */
export const passesNamed = (name: NamedValidator, value: string) => value === '' || namedPatterns[name].test(value);
