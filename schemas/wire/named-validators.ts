// The named checks a form field may use in "x-validator" ("mobilePhone", [{ "format": "email" }]),
// read by both sides: the browser registers them as Formily formats (renderers/form/validators.ts),
// the server as ajv formats for request bodies (server/lib/validation.ts), so a value one side
// accepts the other accepts too. An empty string passes on both sides (Formily skips empty values;
// `required` / `minLength` say when a value is needed). `email` is Formily's own expression,
// copied so the server does not depend on Formily; `url` replaces Formily's (see below).

export const namedPatterns = {
  email: /^\w+([-+.]\w+)*@\w+([-.]\w+)*\.\w+([-.]\w+)*$/,
  // An address with its scheme and a host, any host: Formily's own url refuses localhost and
  // private addresses, where an intranet deployment serves its pictures and its stand-ins.
  url: /^(?:https?|ftp|rtmp):\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i,
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
