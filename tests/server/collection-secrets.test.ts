// Write-only fields of collection screens ("x-secret": true): stored, never answered, kept when a
// PUT omits them or sends them empty, replaced when a PUT sends a new value.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../../server/db/schema';
import { bodySchema } from '../../server/screens/form-body';
import type { Screen } from '../../server/screens/types';
import { client, type Call } from './helpers/api';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from './helpers/app';
import { loginToken } from './helpers/auth';

let t: TestApp;
let admin: Call;
beforeAll(async () => {
  t = await createTestApp();
  admin = client(t, await loginToken(t.app, t.db, 'admin', ADMIN_PASSWORD));
});
afterAll(() => t.close());

const config = { name: 'main', provider: 'openai', model: 'gpt-4o-mini', baseUrl: 'https://api.example.com/v1' };

/** The stored document's key, straight from the repository. */
async function storedKey(id: number): Promise<unknown> {
  const [tenant] = await t.db.select({ id: tenants.id }).from(tenants);
  return (await t.repos.collections.get(tenant!.id, 'tools/ai-config', id))?.data.apiKey;
}

describe('x-secret fields', () => {
  it('are stored but never answered, and kept unless a PUT sends a new value', async () => {
    const created = await admin('POST', 'api/aiConfig', { ...config, apiKey: 'sk-first' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect(created.json()).not.toHaveProperty('apiKey');
    expect(await storedKey(id)).toBe('sk-first');

    const listed = (await admin('GET', 'api/aiConfig')).json<{ content: Record<string, unknown>[] }>();
    expect(listed.content.find((row) => row.id === id)).not.toHaveProperty('apiKey');
    expect((await admin('GET', `api/aiConfig/${id}`)).json()).not.toHaveProperty('apiKey');

    expect((await admin('PUT', 'api/aiConfig', { ...config, id, model: 'other' })).json()).toMatchObject({
      model: 'other',
    });
    expect(await storedKey(id)).toBe('sk-first');
    expect((await admin('PUT', 'api/aiConfig', { ...config, id, apiKey: '' })).statusCode).toBe(200);
    expect(await storedKey(id)).toBe('sk-first');
    const replaced = await admin('PUT', 'api/aiConfig', { ...config, id, apiKey: 'sk-second' });
    expect(replaced.json()).not.toHaveProperty('apiKey');
    expect(await storedKey(id)).toBe('sk-second');
  });

  it('are still checked by their rules', async () => {
    expect((await admin('POST', 'api/aiConfig', { ...config, apiKey: 'k'.repeat(201) })).statusCode).toBe(400);
    expect((await admin('POST', 'api/aiConfig', { ...config, apiKey: 42 })).statusCode).toBe(400);
  });

  it('stay required on create but not on update', () => {
    const screen: Screen = {
      id: 'demo/secret',
      title: 'demo.title',
      api: { list: 'api/demoSecret' },
      columns: [{ key: 'name', title: 'demo.name' }],
      form: {
        type: 'object',
        required: ['name', 'key'],
        properties: {
          name: { type: 'string' },
          key: { type: 'string', 'x-component': 'Password', 'x-encrypt': false, 'x-secret': true },
        },
      },
    };
    expect(bodySchema(screen, 'create').required).toEqual(['name', 'key']);
    expect(bodySchema(screen, 'update').required).toEqual(['name', 'id']);
  });
});
