// Rules between fields of one form (a coupon's use window, an order's amounts), declared in the
// schema as `x-validator` rule objects that the browser applies too (renderers/form/validators.ts):
//   { "notBefore": "useStart" }                 a date-time not earlier than another field's
//   { "notAbove": ["totalAmount", "freight"] }  a number not above the sum of other fields
// A rule whose fields are empty in the body holds; ajv has checked each field on its own first.
import { badRequest } from '../lib/http-error';
import type { Language } from '../i18n/index';
import type { Body } from './form-body';
import { screenText } from './browser-texts';
import type { FormNode, Screen } from './types';

interface Relation {
  field: string;
  notBefore?: string;
  notAbove?: string[];
}

const filled = (value: unknown) => value !== undefined && value !== null && value !== '';
/** "2025-06-01 10:00" and "2025-06-01 10:00:00" alike, as the form's local clock reads them. */
const instant = (value: unknown) => Date.parse(String(value).replace(' ', 'T'));

export function fieldRelations(screen: Screen): Relation[] {
  return Object.entries(screen.form?.properties ?? {}).flatMap(([field, node]: [string, FormNode]) =>
    [node['x-validator']].flat().flatMap((rule: unknown): Relation[] => {
      if (!rule || typeof rule !== 'object') return [];
      const { notBefore, notAbove } = rule as { notBefore?: unknown; notAbove?: unknown };
      if (typeof notBefore === 'string') return [{ field, notBefore }];
      if (notAbove !== undefined) return [{ field, notAbove: [notAbove].flat().map(String) }];
      return [];
    }),
  );
}

/** Throws a 400 naming both sides, in the caller's language, for the first relation the body breaks. */
export function checkFieldRelations(screen: Screen, body: Body, language: Language): void {
  const t = screenText(screen, language);
  const title = (name: string) => t(screen.form?.properties?.[name]?.title ?? name);
  for (const { field, notBefore, notAbove } of fieldRelations(screen)) {
    if (!filled(body[field])) continue;
    if (notBefore && filled(body[notBefore]) && instant(body[field]) < instant(body[notBefore]))
      throw badRequest('validation.notBefore', { field: title(field), other: title(notBefore) });
    if (notAbove) {
      const parts = notAbove.filter((name) => filled(body[name]));
      if (parts.length === 0) continue;
      const limit = parts.reduce((sum, name) => sum + Number(body[name]), 0);
      if (Number(body[field]) > limit + 1e-9)
        throw badRequest('validation.notAbove', { field: title(field), other: notAbove.map(title).join(' + ') });
    }
  }
}
