// A listening app for the chat tests, logged-in agents, a second tenant, and visitors.
import type { FastifyInstance } from 'fastify';
import type { ChatOptions } from '../../../server/chat/options';
import type { Db } from '../../../server/db/client';
import { roles, tenants, users, usersRoles } from '../../../server/db/schema';
import { hashPassword } from '../../../server/lib/password';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from './app';
import { loginToken } from './auth';
import { connect, type ChatClient } from './chat-client';

export interface ChatTestApp extends TestApp {
  wsBase: string;
  adminToken: string;
}

export async function createChatApp(chat: Partial<ChatOptions> = {}): Promise<ChatTestApp> {
  const t = await createTestApp({ chat });
  const wsBase = await listen(t.app);
  return { ...t, wsBase, adminToken: await loginToken(t.app, t.db, 'admin', ADMIN_PASSWORD) };
}

export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('not listening');
  return `ws://127.0.0.1:${address.port}`;
}

/** A second tenant with its own `admin` role and user `otherTenantUser`. */
export async function addOtherTenant(db: Db, password: string): Promise<string> {
  const [tenant] = await db.insert(tenants).values({ code: 'other', name: 'Other' }).returning({ id: tenants.id });
  const [role] = await db
    .insert(roles)
    .values({ tenantId: tenant!.id, code: 'admin', name: 'Admin' })
    .returning({ id: roles.id });
  const [user] = await db
    .insert(users)
    .values({ tenantId: tenant!.id, username: 'otherTenantUser', passwordHash: await hashPassword(password) })
    .returning({ id: users.id });
  await db.insert(usersRoles).values({ tenantId: tenant!.id, userId: user!.id, roleId: role!.id });
  return 'otherTenantUser';
}

export async function call(
  app: FastifyInstance,
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method,
    url: `/prod-api/${url}`,
    headers: { ...headers, ...(token ? { authorization: token } : {}) },
    ...(payload ? { payload } : {}),
  });
}

/** Opens an agent socket with a fresh ticket from the connection-info call. */
export async function agentSocket(t: { app: FastifyInstance; wsBase: string }, token: string): Promise<ChatClient> {
  const info = (await call(t.app, token, 'GET', 'imchat/service/connection')).json<{ ticket: string }>();
  const client = await connect(`${t.wsBase}/websocket?ticket=${info.ticket}`);
  await client.next('hello');
  return client;
}

export interface Visitor {
  visitorToken: string;
  conversationId: number;
  client: ChatClient;
}

/** Opens a visitor socket through the public session call (a new visitor unless `visitorToken`). */
export async function visitorSocket(t: ChatTestApp, visitorToken?: string): Promise<Visitor> {
  const { siteKey } = (await call(t.app, t.adminToken, 'GET', 'im/config')).json<{ siteKey: string }>();
  const session = (
    await call(t.app, null, 'POST', 'imchat/visitor/session', { siteKey, ...(visitorToken ? { visitorToken } : {}) })
  ).json<{ visitorToken: string; conversationId: number; ticket: string }>();
  const client = await connect(`${t.wsBase}/websocket?ticket=${session.ticket}`);
  await client.next('hello');
  return { visitorToken: session.visitorToken, conversationId: session.conversationId, client };
}
