// The general checks of spec §5 ("email" is Formily's and JSON Schema's own `format: "email"`).
export const patterns = {
  externalLink: /^(https?:|mailto:|tel:)/,
  mobilePhone: /^1[34578]\d{9}$/,
  // Chinese characters, whitespace and punctuation that break usernames in URLs and logs.
  nameCheck: /^[^\u4e00-\u9fa5\s`~!#$%^&*()=+[\]{}\\|;:'",<>/?，。；：‘’“”、！？（）【】《》]*$/,
};

/** True for the link schemes spec §5 allows; also keeps link cells from rendering "javascript:". */
export function isExternalLink(value: string): boolean {
  return patterns.externalLink.test(value);
}
