// api/basicConfig: the branding of spec §3 (systemIcon, systemTitle, systemLogo, systemName,
// systemWindow, systemBackground). The generic screen routes edit entries; `key/{key}` is public
// so the login page can show the branding; savePic and saveChat save several keys at once.
import type { FastifyPluginAsync } from 'fastify';
import { seedTenant } from '../db/seed/org';
import { badRequest, notFound } from '../lib/http-error';
import { isStoredUrl, storedUrlField } from '../lib/stored-url';
import { sessionOf } from '../plugins/auth';
import { scopedResource } from '../resources/scoped';
import { registerScreenResource } from './screen-resource';

const SCREEN = 'system/basic-config';
const CONFIG_KEYS = [
  'systemIcon',
  'systemTitle',
  'systemLogo',
  'systemName',
  'systemWindow',
  'systemBackground',
] as const;
/** The entries whose value is a picture's address: a stored URL (lib/stored-url.ts). */
const PICTURE_KEYS = ['systemIcon', 'systemLogo', 'systemBackground'];

const MAX_VALUE = 2000;
const valueOf = (key: string) =>
  PICTURE_KEYS.includes(key) ? storedUrlField(MAX_VALUE) : { type: 'string', maxLength: MAX_VALUE };
const entries = (keys: readonly string[]) =>
  ({
    type: 'object',
    additionalProperties: false,
    minProperties: 1,
    properties: Object.fromEntries(keys.map((key) => [key, valueOf(key)])),
  }) as const;

/** The screen's form edits any entry as free text: a picture entry's value must still be a stored URL. */
const pictureValueChecked = {
  async beforeWrite(_ctx: unknown, body: Record<string, unknown>) {
    if (PICTURE_KEYS.includes(String(body.configKey)) && !isStoredUrl(String(body.configValue ?? '')))
      throw badRequest('validation.url', { field: 'configValue' });
    return body;
  },
};

const basicConfigRoutes: FastifyPluginAsync = async (app) => {
  await registerScreenResource(
    app,
    SCREEN,
    scopedResource((repos) => repos.basicConfigs, pictureValueChecked),
  );

  app.get<{ Params: { key: string } }>(
    '/api/basicConfig/key/:key',
    // Public: the login page shows the logo and name before anyone is logged in. Without a
    // session there is no tenant, so this is the default tenant's branding.
    { config: { public: true } },
    async (request) => {
      const { key } = request.params;
      if (!(CONFIG_KEYS as readonly string[]).includes(key)) throw notFound();
      return { configKey: key, configValue: (await app.repos.basicConfigs.valueOf(seedTenant.code, key)) ?? '' };
    },
  );

  const saveMany = (url: string, keys: readonly string[]) =>
    app.post<{ Body: Record<string, string> }>(
      url,
      { config: { screen: { id: SCREEN, action: 'edit' } }, schema: { body: entries(keys) } },
      async (request) => {
        await app.repos.basicConfigs.upsert(sessionOf(request).tenantId, request.body);
        return {};
      },
    );
  saveMany('/api/basicConfig/savePic', PICTURE_KEYS);
  saveMany('/api/basicConfig/saveChat', ['systemWindow', 'systemTitle', 'systemName']);
};

export default basicConfigRoutes;
