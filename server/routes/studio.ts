// api/studio/*: the screen studio (docs/api.md "Screen studio"): a tenant's screens, their
// versions, and the writes of screens/studio.ts, behind studio:list (reading, export),
// studio:edit (the check, drafts, import as a draft) and studio:publish (publish, rollback, import
// published; the new-screen wizard also needs menu:add, and role:edit to grant to roles).
// Screen ids contain slashes, so each route names its action first and ends with the id.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../lib/http-error';
import { sessionOf } from '../plugins/auth';
import { allows } from '../services/authorities';
import { studioFlows, type Actor } from '../screens/studio';
import { requirePermission } from './chat-permission';
import { registerScreenResource } from './screen-resource';
import { auditLogResource } from '../resources/audit-log';
import { grantorOf } from '../services/grant-ceiling';
import { wizardFlow } from '../screens/studio-wizard';
import { studioShape } from '../screens/studio-shape';
import { SCREEN_TEXT_LANGUAGES } from '../../schemas/wire/screen-schema';
import {
  screenFileName,
  screenIdInText,
  WIZARD_FIELD_KEY_PATTERN,
  WIZARD_ID_PATTERN,
  WIZARD_WIDGETS,
  type WizardRequest,
} from '../../schemas/wire/studio';

/** The largest screen text accepted (the biggest built-in screen is about 20 KB). */
const MAX_TEXT = 500_000;
const text = { type: 'string', minLength: 1, maxLength: MAX_TEXT } as const;
const baseVersion = { type: 'integer', minimum: 0 } as const;
const message = { type: 'string', maxLength: 500 } as const;
const body = (properties: Record<string, object>, required: string[]) => ({
  type: 'object',
  additionalProperties: false,
  required,
  properties,
});

/** An object with one property per interface language, each of `schema`. */
const inEachLanguage = (schema: object) => ({
  type: 'object',
  properties: Object.fromEntries(SCREEN_TEXT_LANGUAGES.map((language) => [language, schema])),
});
const versionFields = {
  id: { type: 'integer' },
  screenId: { type: 'string' },
  version: { type: 'integer' },
  state: { type: 'string', enum: ['draft', 'published'] },
  authorId: { type: ['integer', 'null'] },
  authorName: { type: 'string' },
  message: { type: 'string' },
  createdAt: { type: 'string', format: 'date-time' },
};
const versionSchema = { type: 'object', properties: versionFields } as const;
const versionWithText = { type: 'object', properties: { ...versionFields, text: { type: 'string' } } } as const;
const listItemFields = {
  id: { type: 'string' },
  title: { type: 'string' },
  titleTexts: { anyOf: [inEachLanguage({ type: 'string' }), { type: 'null' }] },
  origin: { type: 'string', enum: ['builtin', 'custom', 'overridden'] },
  state: { type: 'string', enum: ['file', 'draft', 'published'] },
  publishedVersion: { type: ['integer', 'null'] },
  draftVersion: { type: ['integer', 'null'] },
  latest: { anyOf: [versionSchema, { type: 'null' }] },
};
const nullable = (schema: object) => ({ anyOf: [schema, { type: 'null' }] });
/** The answers of the studio's calls (only these fields are sent). */
const answers = {
  version: { response: { 200: versionSchema } },
  list: { response: { 200: { type: 'array', items: { type: 'object', properties: listItemFields } } } },
  screen: {
    response: {
      200: {
        type: 'object',
        properties: {
          ...listItemFields,
          text: { type: ['string', 'null'] },
          baseline: { type: ['string', 'null'] },
          published: nullable(versionWithText),
          draft: nullable(versionWithText),
          versions: { type: 'array', items: versionSchema },
        },
      },
    },
  },
  history: { response: { 200: { type: 'array', items: versionSchema } } },
  versionWithText: { response: { 200: versionWithText } },
};

interface WriteBody {
  text: string;
  baseVersion: number;
  message?: string;
}
interface PublishBody extends WriteBody {
  /** Values for the stored rows lacking a field this version makes required (studio-shape.ts). */
  fill?: Record<string, unknown>;
}
interface RollbackBody {
  version: number;
  baseVersion: number;
  message?: string;
}
const titles = {
  ...inEachLanguage({ type: 'string', minLength: 1, maxLength: 50 }),
  additionalProperties: false,
  required: [...SCREEN_TEXT_LANGUAGES],
};
const wizardBody = body(
  {
    id: { type: 'string', maxLength: 80, pattern: WIZARD_ID_PATTERN },
    titles,
    parentId: { type: 'integer', minimum: 1 },
    fields: {
      type: 'array',
      minItems: 1,
      maxItems: 30,
      items: body(
        {
          key: { type: 'string', maxLength: 40, pattern: WIZARD_FIELD_KEY_PATTERN },
          titles,
          widget: { enum: [...WIZARD_WIDGETS] },
          required: { type: 'boolean' },
          maxLength: { type: 'integer', minimum: 1, maximum: 10_000 },
          dict: { type: 'string', minLength: 1, maxLength: 100 },
          searchable: { type: 'boolean' },
        },
        ['key', 'titles', 'widget', 'required'],
      ),
    },
    roleIds: { type: 'array', maxItems: 50, uniqueItems: true, items: { type: 'integer', minimum: 1 } },
  },
  ['id', 'titles', 'parentId', 'fields', 'roleIds'],
);

interface ImportBody extends WriteBody {
  publish?: boolean;
}

const idOf = (request: FastifyRequest) => (request.params as { '*': string })['*'];

const studioRoutes: FastifyPluginAsync = async (app) => {
  const flows = studioFlows({
    screens: app.screens,
    repos: app.repos,
    announce: async (tenantId, screenId) => {
      // This instance at once; the others (and this one again) when the news arrives.
      app.screens.forget(tenantId, screenId);
      await app.screenChanges.publish({ tenantId, screenId });
    },
  });
  const shape = studioShape({ screens: app.screens, repos: app.repos, studio: flows });
  const may = (permission: string) => ({ preValidation: requirePermission(permission) });
  // Who saved, published, rolled back or imported what (api/auditLog, read-only).
  await registerScreenResource(app, 'system/audit-log', auditLogResource);

  async function actor(request: FastifyRequest): Promise<Actor> {
    const { tenantId, userId } = sessionOf(request);
    const username = await app.repos.users.usernameOf(userId);
    if (username === null) throw unauthorized();
    return { tenantId, userId, username };
  }

  app.get('/api/studio/screens', { ...may('studio:list'), schema: answers.list }, async (request) =>
    flows.list(sessionOf(request).tenantId),
  );

  app.get('/api/studio/screen/*', { ...may('studio:list'), schema: answers.screen }, async (request) =>
    flows.read(sessionOf(request).tenantId, idOf(request)),
  );

  app.get(
    '/api/studio/history/*',
    { ...may('studio:list'), schema: answers.history },
    async (request) => (await flows.read(sessionOf(request).tenantId, idOf(request))).versions,
  );

  app.get<{ Params: { version: string } }>(
    '/api/studio/version/:version/*',
    {
      ...may('studio:list'),
      schema: {
        params: { type: 'object', properties: { version: { type: 'integer', minimum: 1 } } },
        ...answers.versionWithText,
      },
    },
    async (request) => flows.version(sessionOf(request).tenantId, idOf(request), Number(request.params.version)),
  );

  app.get('/api/studio/export/*', may('studio:list'), async (request, reply) => {
    const id = idOf(request);
    const { text: served } = await flows.read(sessionOf(request).tenantId, id);
    return reply
      .header('Content-Disposition', `attachment; filename="${screenFileName(id)}"`)
      .header('Cache-Control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(served);
  });

  // The editor's check as the author types: the same check as a write, nothing written.
  app.post<{ Body: { text: string } }>(
    '/api/studio/check/*',
    { ...may('studio:edit'), schema: { body: body({ text }, ['text']) } },
    async (request, reply) => {
      await flows.check(sessionOf(request).tenantId, idOf(request), request.body.text);
      return reply.code(204).send();
    },
  );

  app.post<{ Body: WriteBody }>(
    '/api/studio/draft/*',
    {
      ...may('studio:edit'),
      schema: { body: body({ text, baseVersion, message }, ['text', 'baseVersion']), ...answers.version },
    },
    async (request) =>
      flows.write(await actor(request), {
        ...request.body,
        id: idOf(request),
        state: 'draft',
        message: request.body.message ?? '',
        action: 'save',
      }),
  );

  // Before a publish: the fields it makes required and how many stored rows lack each.
  app.post<{ Body: { text: string } }>(
    '/api/studio/shape/*',
    { ...may('studio:edit'), schema: { body: body({ text }, ['text']) } },
    async (request) => ({
      fields: await shape.lacking(sessionOf(request).tenantId, idOf(request), request.body.text),
    }),
  );

  app.post<{ Body: PublishBody }>(
    '/api/studio/publish/*',
    {
      ...may('studio:publish'),
      schema: {
        body: body({ text, baseVersion, message, fill: { type: 'object', maxProperties: 50 } }, [
          'text',
          'baseVersion',
        ]),
        ...answers.version,
      },
    },
    async (request) => {
      const { fill = {}, ...written } = request.body;
      const who = await actor(request);
      return shape.publish(
        who,
        { ...written, id: idOf(request), state: 'published', message: written.message ?? '', action: 'publish' },
        fill,
        { repos: app.repos, tenantId: who.tenantId, language: request.language, decrypt: app.decryptPassword },
      );
    },
  );

  app.post<{ Body: RollbackBody }>(
    '/api/studio/rollback/*',
    {
      ...may('studio:publish'),
      schema: {
        body: body({ version: { type: 'integer', minimum: 1 }, baseVersion, message }, ['version', 'baseVersion']),
      },
    },
    async (request) => {
      const { tenantId } = sessionOf(request);
      const id = idOf(request);
      const old = await flows.version(tenantId, id, request.body.version);
      return flows.write(await actor(request), {
        id,
        text: old.text,
        state: 'published',
        baseVersion: request.body.baseVersion,
        message: request.body.message ?? '',
        action: 'rollback',
        detail: { from: old.version },
      });
    },
  );

  app.post<{ Body: ImportBody }>(
    '/api/studio/import',
    {
      ...may('studio:edit'),
      schema: {
        body: body({ text, baseVersion, message, publish: { type: 'boolean' } }, ['text', 'baseVersion']),
        ...answers.version,
      },
    },
    async (request) => {
      const { publish = false, ...rest } = request.body;
      if (publish && !allows(await sessionOf(request).access.authorities(), 'studio:publish')) throw forbidden();
      return flows.write(await actor(request), {
        ...rest,
        // A file that names no id gets the check's refusal at /id.
        id: screenIdInText(rest.text) ?? '',
        state: publish ? 'published' : 'draft',
        message: rest.message ?? '',
        action: 'import',
      });
    },
  );

  // The new-screen wizard: the screen, its menu item and buttons, and the grants, in one call.
  const wizard = wizardFlow({ studio: flows, screens: app.screens, repos: app.repos });
  const mayMake = { preValidation: [requirePermission('studio:publish'), requirePermission('menu:add')] };
  const grantor = (request: FastifyRequest) => {
    const { tenantId, userId } = sessionOf(request);
    return grantorOf(app.repos, tenantId, userId);
  };

  app.get('/api/studio/wizard', mayMake, async (request) => {
    const choices = await wizard.choices(await actor(request), await grantor(request));
    // Without role:edit the wizard grants to no role.
    const grants = allows(await sessionOf(request).access.authorities(), 'role:edit');
    return grants ? choices : { ...choices, roles: [], mine: [] };
  });

  app.post<{ Body: WizardRequest }>(
    '/api/studio/wizard',
    { ...mayMake, schema: { body: wizardBody } },
    async (request, reply) => {
      const session = sessionOf(request);
      if (request.body.roleIds.length > 0 && !allows(await session.access.authorities(), 'role:edit'))
        throw forbidden();
      return reply
        .code(201)
        .send(await wizard.createScreen(await actor(request), await grantor(request), request.body));
    },
  );
};

export default studioRoutes;
