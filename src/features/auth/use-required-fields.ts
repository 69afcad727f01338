// Field state for the login form: every field is required, checked when it loses focus (spec §5)
// and all together on submit. A few lines instead of antd Form, whose validation library,
// grid and tooltips would be a quarter of the login page's weight.
import { useState, type ChangeEvent } from 'react';

/** Field name → i18n key of its "required" message. */
type Rules<Field extends string> = Record<Field, string>;

export function useRequiredFields<Field extends string>(rules: Rules<Field>) {
  const fields = Object.keys(rules) as Field[];
  const empty = Object.fromEntries(fields.map((field) => [field, ''])) as Record<Field, string>;
  const [values, setValues] = useState(empty);
  // i18n keys, not texts, so a language switch re-translates the messages on screen.
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const check = (field: Field, value: string) => (value.trim() === '' ? rules[field] : undefined);

  return {
    values,
    errors,
    /** Props for the field's input. A shown message goes away as soon as the value is fixed. */
    bind: (field: Field) => ({
      value: values[field],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const { value } = event.target;
        setValues((current) => ({ ...current, [field]: value }));
        if (errors[field]) setErrors((current) => ({ ...current, [field]: check(field, value) }));
      },
      onBlur: () => setErrors((current) => ({ ...current, [field]: check(field, values[field]) })),
    }),
    /** Checks every field, shows every message, and tells whether the form may be sent. */
    validateAll: (): boolean => {
      const next = Object.fromEntries(fields.map((field) => [field, check(field, values[field])])) as Partial<
        Record<Field, string>
      >;
      setErrors(next);
      return fields.every((field) => !next[field]);
    },
    clear: (field: Field) => setValues((current) => ({ ...current, [field]: '' })),
    /** Sets the fields named in `typed` (others are left as they are), without checking them. */
    restore: (typed: Partial<Record<Field, string | undefined>>) =>
      setValues((current) => ({
        ...current,
        ...Object.fromEntries(Object.entries(typed).filter(([, value]) => typeof value === 'string')),
      })),
  };
}
