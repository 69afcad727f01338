import { createForm, isField, onFieldInit, type Form } from '@formily/core';
import type { Row } from '../data-provider';

type Description = Record<string, unknown>;

/** Every rule of a field, from JSON Schema keywords or x-validator, checked on blur (spec §5). */
function onBlur(validator: unknown): Description[] {
  const list = Array.isArray(validator) ? validator : validator === undefined ? [] : [validator];
  return list.map((rule: unknown) => {
    if (typeof rule === 'string') return { format: rule, triggerType: 'onBlur' };
    if (typeof rule === 'function') return { validator: rule, triggerType: 'onBlur' };
    const description = rule as Description;
    return { ...description, triggerType: description.triggerType ?? 'onBlur' };
  });
}

/** A Formily form that stops at a field's first failing rule and validates when a field is left. */
export function createScreenForm(options: { initialValues?: Row; readPretty?: boolean } = {}): Form {
  return createForm({
    ...options,
    validateFirst: true,
    effects() {
      onFieldInit('*', (field) => {
        if (isField(field)) field.setValidator(onBlur(field.validator) as never);
      });
    },
  });
}
