// The form's conditional rules as Formily applies them (renderers/form/conditional-rules.ts): the
// condition read as ajv reads it on the server, and each field a branch names given the branch's
// rules while the values meet it.
import { onFieldInit } from '@formily/core';
import type { ISchema } from '@formily/react';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { createScreenForm } from '../../../renderers/form/create-screen-form';
import { conditionHolds, fieldDemands, withConditionalRules } from '../../../renderers/form/conditional-rules';
import type { ConditionalRule } from '../../../schemas/wire/form-conditions';

const input = { type: 'string', 'x-component': 'Input', 'x-decorator': 'FormItem' };
const company: ConditionalRule = {
  if: { properties: { kind: { const: 'company' } }, required: ['kind'] },
  then: { required: ['taxNo'], properties: { taxNo: { pattern: '^\\d{6}$' } } },
  else: { properties: { idCard: { minLength: 4 } } },
};
const ranged: ConditionalRule = {
  if: { properties: { kind: { enum: ['person', 'company'] }, size: { const: 3 } } },
  then: { properties: { taxNo: { maxLength: 9 } } },
};
const form: ISchema = {
  type: 'object',
  required: ['kind'],
  properties: {
    kind: input,
    taxNo: { ...input, 'x-reactions': { dependencies: ['kind'] } },
    idCard: input,
    size: { ...input, type: 'integer' },
    note: input,
  },
  ...company,
  allOf: [ranged],
} as ISchema;

describe('conditionHolds', () => {
  it('agrees with ajv on every condition and body, absent fields included', () => {
    const ajv = new Ajv();
    const values = [undefined, 'company', 'person', 'other', '', null, 3, '3'];
    let compared = 0;
    for (const condition of [company.if, ranged.if, { required: ['kind', 'size'] }])
      for (const kind of values)
        for (const size of values) {
          const body = Object.fromEntries(Object.entries({ kind, size }).filter(([, value]) => value !== undefined));
          expect(conditionHolds(condition, { kind, size }), JSON.stringify([condition, body])).toBe(
            ajv.validate(condition, body),
          );
          compared += 1;
        }
    expect(compared).toBe(192);
  });
});

describe('fieldDemands', () => {
  it('gives a field the branch that applies to the values, from every rule', () => {
    const rules = [company, ranged];
    expect(fieldDemands(rules, 'taxNo', { kind: 'company', size: 3 })).toEqual({
      required: true,
      rules: [{ pattern: '^\\d{6}$' }, { maxLength: 9 }],
    });
    expect(fieldDemands(rules, 'taxNo', { kind: 'person', size: 4 })).toEqual({ required: false, rules: [] });
    expect(fieldDemands(rules, 'idCard', { kind: 'person' })).toEqual({ required: false, rules: [{ minLength: 4 }] });
    expect(fieldDemands(rules, 'idCard', { kind: 'company' })).toEqual({ required: false, rules: [] });
  });
});

describe('withConditionalRules', () => {
  const browser = withConditionalRules(form);
  const fieldsOf = (schema: ISchema) => schema.properties as Record<string, ISchema>;
  const reactionsOf = (name: string) => [fieldsOf(browser)[name]!['x-reactions'] ?? []].flat();

  it('leaves no conditional keyword and adds a reaction to each field a branch names, after its own', () => {
    expect(Object.keys(browser)).toEqual(['type', 'required', 'properties']);
    expect(reactionsOf('taxNo')).toEqual([{ dependencies: ['kind'] }, expect.any(Function)]);
    expect(reactionsOf('idCard')).toEqual([expect.any(Function)]);
    expect(reactionsOf('kind')).toEqual([]);
    expect(reactionsOf('note')).toEqual([]);
    expect(fieldsOf(browser).note).toBe(fieldsOf(form).note);
  });

  it('returns a form without conditional rules as it is', () => {
    const plain = { type: 'object', properties: { name: input } } as ISchema;
    expect(withConditionalRules(plain)).toBe(plain);
  });

  it('makes a field required and gives it the branch’s rules while the condition holds, on blur, keeping its own', async () => {
    const formily = createScreenForm();
    const reaction = reactionsOf('taxNo')[1] as never;
    formily.createField({ name: 'kind' });
    // A size that is not 3, so only the company rule speaks of taxNo.
    formily.setValuesIn('size', 1);
    const taxNo = formily.createField({ name: 'taxNo', validator: { maxLength: 20 }, reactions: [reaction] });
    expect(taxNo.required).toBe(false);
    expect(taxNo.validator).toEqual([{ maxLength: 20, triggerType: 'onBlur' }]);

    formily.setValuesIn('kind', 'company');
    expect(taxNo.required).toBe(true);
    expect(taxNo.validator).toEqual([
      { required: true, triggerType: 'onBlur', conditional: true },
      { maxLength: 20, triggerType: 'onBlur' },
      { pattern: '^\\d{6}$', triggerType: 'onBlur', conditional: true },
    ]);
    await expect(taxNo.validate()).rejects.toThrow();
    expect(taxNo.selfErrors).toHaveLength(1);

    // The condition no longer holds: the rules and the message they gave go.
    formily.setValuesIn('kind', 'person');
    expect(taxNo.required).toBe(false);
    expect(taxNo.validator).toEqual([{ maxLength: 20, triggerType: 'onBlur' }]);
    await expect.poll(() => taxNo.selfErrors).toEqual([]);
  });

  it('applies the rules before the form turns every rule into a blur check, and keeps them through it', () => {
    let initialised = false;
    const formily = createScreenForm();
    formily.addEffects('probe', () => onFieldInit('taxNo', () => (initialised = true)));
    formily.setValues({ kind: 'company', size: 1 });
    const taxNo = formily.createField({ name: 'taxNo', reactions: [reactionsOf('taxNo')[1] as never] });
    expect(initialised).toBe(true);
    expect(taxNo.required).toBe(true);
    expect(taxNo.validator).toEqual([
      { required: true, triggerType: 'onBlur', conditional: true },
      { pattern: '^\\d{6}$', triggerType: 'onBlur', conditional: true },
    ]);
  });
});
