// im/config: the chat settings of the caller's tenant — widget texts per language (the Language
// header picks it), the e-mail notice, and the service agents.
import type { FastifyPluginAsync } from 'fastify';
import { newToken } from '../lib/token';
import { badRequest, notFound } from '../lib/http-error';
import { sessionOf } from '../plugins/auth';
import { allows, authoritiesOf } from '../services/authorities';
import { requirePermission } from './chat-permission';
import { agentsSchema, chatConfigSchema, emptySchema } from './chat-schemas';
import { requiredText } from './schemas';

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const id = { type: 'integer', minimum: 1 } as const;
const emailOrEmpty = {
  anyOf: [
    { type: 'string', maxLength: 0 },
    { type: 'string', format: 'email', maxLength: 200 },
  ],
} as const;
/** A strict body; the answer is `{}`, or what `response` says. */
const body = (properties: Record<string, object>, response: object = emptySchema) => ({
  body: { type: 'object', additionalProperties: false, required: Object.keys(properties), properties },
  response: { 200: response },
});

// A new tenant's widget key: random, so one tenant's key says nothing about another's.
const newSiteKey = () => newToken().slice(0, 32);

const chatConfigRoutes: FastifyPluginAsync = async (app) => {
  const { repos } = app.chat;
  const view = { preValidation: requirePermission('imConfig:list') };
  const edit = { preValidation: requirePermission('imConfig:edit') };

  /** The agents, with whether each has a socket open anywhere. */
  const agents = async (tenantId: number) => {
    const rows = await repos.config.agents(tenantId);
    const online = await app.chat.presence.online(tenantId, 'agent', { ids: rows.map((row) => row.userId) });
    return { rows: rows.map((row) => ({ ...row, online: online.has(row.userId) })) };
  };

  app.get('/im/config', { ...view, schema: { response: { 200: chatConfigSchema } } }, async (request) => {
    const { tenantId } = sessionOf(request);
    const [settings, texts] = await Promise.all([
      repos.config.settings(tenantId, newSiteKey()),
      repos.config.texts(tenantId, request.language),
    ]);
    return { language: request.language, title: '', welcome: '', offlineMessage: '', ...texts, ...settings };
  });

  app.post<{ Body: { title: string; welcome: string; offlineMessage: string } }>(
    '/im/config',
    { ...edit, schema: body({ title: text(100), welcome: text(1000), offlineMessage: text(1000) }) },
    async (request) => {
      await repos.config.saveTexts(sessionOf(request).tenantId, request.language, request.body);
      return {};
    },
  );

  app.post<{ Body: { notifyEmail: string; emailEnabled: boolean } }>(
    '/im/config/email',
    { ...edit, schema: body({ notifyEmail: emailOrEmpty, emailEnabled: { type: 'boolean' } }) },
    async (request) => {
      const { tenantId } = sessionOf(request);
      if (request.body.emailEnabled && !request.body.notifyEmail)
        throw badRequest('validation.empty', { field: 'notifyEmail' });
      // Creates the settings row first when the tenant has none yet.
      await repos.config.settings(tenantId, newSiteKey());
      await repos.config.saveEmail(tenantId, request.body);
      return {};
    },
  );

  app.get('/im/config/service', { ...view, schema: { response: { 200: agentsSchema } } }, async (request) =>
    agents(sessionOf(request).tenantId),
  );

  app.post<{ Body: { userId: number; nickName: string; email: string } }>(
    '/im/config/saveService',
    { ...edit, schema: body({ userId: id, nickName: requiredText(50), email: emailOrEmpty }) },
    async (request) => {
      if (!(await repos.config.saveAgent(sessionOf(request).tenantId, request.body))) throw notFound();
      return {};
    },
  );

  app.post<{ Body: { id: number; emailStatus: boolean } }>(
    '/im/config/setEmailStatus',
    { ...edit, schema: body({ id, emailStatus: { type: 'boolean' } }) },
    async (request) => {
      if (!(await repos.config.setEmailStatus(sessionOf(request).tenantId, request.body.id, request.body.emailStatus)))
        throw notFound();
      return {};
    },
  );

  app.post<{ Body: { ids: number[] } }>(
    '/im/config/delService',
    { ...edit, schema: body({ ids: { type: 'array', minItems: 1, maxItems: 100, items: id } }) },
    async (request) => {
      await repos.config.removeAgents(sessionOf(request).tenantId, request.body.ids);
      return {};
    },
  );

  // Makes every enabled user who may answer chats (imchat:list) an agent; existing agents stay.
  app.post('/im/config/syncService', { ...edit, schema: body({}, agentsSchema) }, async (request) => {
    const { tenantId } = sessionOf(request);
    const userIds = await repos.config.enabledUserIds(tenantId);
    const eligible = [];
    for (const userId of userIds)
      if (allows(await authoritiesOf(app.repos, tenantId, userId), 'imchat:list')) eligible.push(userId);
    await repos.config.addAgents(tenantId, eligible);
    return agents(tenantId);
  });
};

export default chatConfigRoutes;
