import { registerValidateFormats, registerValidateLocale, registerValidateRules } from '@formily/core';
import { formilyMessaged, type NamedValidator } from '../../schemas/wire/named-validators';
import { patterns } from './patterns';

// Registered as Formily formats so a schema names a check as a string ("x-validator":
// "mobilePhone"); the same table is the server's (schemas/wire/named-validators.ts). Messages are
// i18n keys; the FormItem decorator translates them (email and url keep Formily's own).
const ownMessaged = (Object.keys(patterns) as NamedValidator[]).filter((name) => !formilyMessaged.includes(name));
const messages: Record<string, string> = {
  ...Object.fromEntries(ownMessaged.map((name) => [name, `renderer.validation.${name}`])),
  equalTo: 'renderer.validation.equalTo',
};

const valuesOf = (context: unknown) => (context as { form?: { values: Record<string, unknown> } }).form?.values ?? {};
const filled = (value: unknown) => value !== undefined && value !== null && value !== '';
/** "2025-06-01 10:00" and "2025-06-01 10:00:00" alike, on the browser's clock. */
const instant = (value: unknown) => Date.parse(String(value).replace(' ', 'T'));

/** Names a schema may use in "x-validator" beyond Formily's own; the meta-schema lists them. */
export const namedValidators = [...ownMessaged, 'equalTo'];

registerValidateFormats(patterns);
registerValidateRules({
  // Formily 2's own uniqueItems rule is inverted (it fails whenever two items differ, so a
  // CheckboxGroup with two choices never validated); this is JSON Schema's meaning, as ajv
  // applies it on the server.
  uniqueItems(value, rule) {
    if (!rule.uniqueItems || !Array.isArray(value)) return '';
    const keys = value.map((item) => JSON.stringify(item));
    return new Set(keys).size === keys.length ? '' : (rule.message ?? '');
  },
  // { "equalTo": "password" }: the value must match another top-level field (confirm fields).
  equalTo(value, rule, context) {
    if (value === undefined || value === null || value === '') return '';
    const form = (context as { form?: { values: Record<string, unknown> } }).form;
    return value === form?.values[String(rule.equalTo)] ? '' : (rule.message ?? messages.equalTo ?? '');
  },
  // Relations between fields, enforced by the server too (server/screens/field-relations.ts);
  // toBrowserSchema gives each rule its message naming both fields.
  // { "notBefore": "useStart" }: a date-time not earlier than another field's.
  notBefore(value, rule, context) {
    const other = valuesOf(context)[String(rule.notBefore)];
    if (!filled(value) || !filled(other)) return '';
    return instant(value) < instant(other) ? (rule.message ?? '') : '';
  },
  // { "notAbove": ["totalAmount", "freight"] }: a number not above the sum of other fields.
  notAbove(value, rule, context) {
    const values = valuesOf(context);
    const parts = [rule.notAbove as unknown]
      .flat()
      .map((name) => values[String(name)])
      .filter(filled);
    if (!filled(value) || parts.length === 0) return '';
    return Number(value) > parts.reduce<number>((sum, part) => sum + Number(part), 0) + 1e-9
      ? (rule.message ?? '')
      : '';
  },
});
registerValidateLocale({ en: messages, 'zh-CN': messages, 'zh-TW': messages });
