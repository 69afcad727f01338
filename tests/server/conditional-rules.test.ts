// Conditional rules of a form (if/then/else, allOf of them) hold on the server as the form shows
// them: a collection screen published with them answers a create or update that breaks the branch
// that applies with the same translated 400 as a plain required, pattern, length or range rule, and
// stores what meets it; a rule outside the subset is refused at its path when written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from './helpers/app';
import { client, type Call } from './helpers/api';
import { loginToken } from './helpers/auth';
import { studioScreen } from './helpers/studio-screen';

let t: TestApp;
let admin: Call;

const ID = 'crm/parties';
const input = { type: 'string', title: 'tools.catalogue.name', 'x-decorator': 'FormItem', 'x-component': 'Input' };

/** A party is a company (a 6-digit tax number, at least one employee) or else a person (an id card of 4+). */
function partyScreen(): Record<string, unknown> {
  const screen = studioScreen(ID, 'api/crmParties', {});
  Object.assign(screen.form!.properties!, {
    kind: { ...input, enum: ['person', 'company'], 'x-component': 'Select' },
    taxNo: input,
    idCard: input,
    employees: { ...input, type: 'integer', 'x-component': 'NumberPicker' },
  });
  const company = { properties: { kind: { const: 'company' } }, required: ['kind'] };
  return {
    ...screen,
    form: {
      ...screen.form,
      allOf: [
        {
          if: company,
          then: { required: ['taxNo'], properties: { taxNo: { pattern: '^\\d{6}$' } } },
          else: { required: ['idCard'], properties: { idCard: { minLength: 4 } } },
        },
      ],
      if: company,
      then: { properties: { employees: { minimum: 1 } } },
    },
  };
}

const text = (screen: unknown) => JSON.stringify(screen, null, 2);

beforeAll(async () => {
  t = await createTestApp();
  admin = client(t, await loginToken(t.app, t.db, 'admin', ADMIN_PASSWORD));
  const published = await admin('POST', `api/studio/publish/${ID}`, { text: text(partyScreen()), baseVersion: 0 });
  expect(published.statusCode, published.body).toBe(200);
});
afterAll(() => t.close());

const refusal = (message: string) => ({ status: 400, message });

describe('a conditional rule whose condition holds', () => {
  it('asks for its then branch, with the messages of the plain rules in the caller’s language', async () => {
    const company = { name: 'Acme', kind: 'company' };
    expect((await admin('POST', 'api/crmParties', company)).json()).toEqual(refusal('缺少必填字段 taxNo'));
    expect((await admin('POST', 'api/crmParties', company, { Language: 'en' })).json()).toEqual(
      refusal('Missing required field taxNo'),
    );
    expect((await admin('POST', 'api/crmParties', { ...company, taxNo: '12ab' })).json()).toEqual(
      refusal('taxNo 的值无效'),
    );
    expect((await admin('POST', 'api/crmParties', { ...company, taxNo: '123456', employees: 0 })).json()).toEqual(
      refusal('employees 超出范围：不能小于 1'),
    );
    const created = await admin('POST', 'api/crmParties', { ...company, taxNo: '123456', employees: 3 });
    expect(created.statusCode, created.body).toBe(201);
    // The else branch no longer applies: a company needs no id card.
    expect(created.json()).not.toHaveProperty('idCard');
  });

  it('holds on an update too', async () => {
    const created = await admin('POST', 'api/crmParties', { name: 'Beta', kind: 'person', idCard: '12345' });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    const toCompany = { id, name: 'Beta', kind: 'company', idCard: '12345' };
    expect((await admin('PUT', 'api/crmParties', toCompany)).json()).toEqual(refusal('缺少必填字段 taxNo'));
    const updated = await admin('PUT', 'api/crmParties', { ...toCompany, taxNo: '654321' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ kind: 'company', taxNo: '654321' });
  });
});

describe('a conditional rule whose condition does not hold', () => {
  it('asks for its else branch and nothing of its then branch', async () => {
    const person = { name: 'Ann', kind: 'person' };
    expect((await admin('POST', 'api/crmParties', person)).json()).toEqual(refusal('缺少必填字段 idCard'));
    expect((await admin('POST', 'api/crmParties', { ...person, idCard: '12' }, { Language: 'en' })).json()).toEqual(
      refusal('idCard must be at least 4 long'),
    );
    const stored = await admin('POST', 'api/crmParties', { ...person, idCard: '1234', taxNo: 'none', employees: 0 });
    expect(stored.statusCode, stored.body).toBe(201);
    // `required: ["kind"]` in the condition: a party of no kind is not a company.
    expect((await admin('POST', 'api/crmParties', { name: 'Nobody' })).json()).toEqual(refusal('缺少必填字段 idCard'));
  });

  it('answers a hostile body with a 400, never a 500', async () => {
    for (const body of [{ name: 'x', kind: { const: 'company' } }, { name: 'x', kind: ['company'] }, { kind: null }])
      expect((await admin('POST', 'api/crmParties', body)).statusCode).toBe(400);
  });
});

describe('a conditional rule outside the subset', () => {
  it('is refused at its path in the caller’s language, and nothing is written', async () => {
    const screen = partyScreen() as { form: { allOf: Record<string, Record<string, unknown>>[] } };
    screen.form.allOf[0]!.then = { anyOf: [{ required: ['taxNo'] }], required: ['nope'] };
    const refused = await admin(
      'POST',
      `api/studio/publish/${ID}`,
      { text: text(screen), baseVersion: 1 },
      { Language: 'en' },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { path: '/form/allOf/0/then/anyOf', message: 'is not a known keyword here' },
    ]);
    delete screen.form.allOf[0]!.then.anyOf;
    const unknownField = await admin('POST', `api/studio/publish/${ID}`, { text: text(screen), baseVersion: 1 });
    expect(unknownField.json().errors).toEqual([
      { path: '/form/allOf/0/then/required/0', message: '"nope" 不是表单中会提交的字段' },
    ]);
    expect((await t.repos.screenVersions.latest(1, ID, 'published'))?.version).toBe(1);
  });
});
