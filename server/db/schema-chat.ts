// Tables of the customer-service live chat (drizzle.config.ts reads this file next to schema.ts).
// Every row carries tenant_id, so a conversation, its messages and its settings never cross tenants.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sessions, tenants, users, tenantId } from './schema';
import { id, createdAt, updatedAt } from './columns';

// Per tenant: the site key the visitor widget presents, and where offline messages are e-mailed.
export const chatSettings = pgTable('chat_settings', {
  tenantId: integer('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  // Public (it is in the company site's HTML): it only names the tenant, it grants nothing else.
  siteKey: text('site_key').notNull().unique(),
  notifyEmail: text('notify_email').notNull().default(''),
  emailEnabled: boolean('email_enabled').notNull().default(false),
  updatedAt: updatedAt(),
});

// The texts the widget shows, one row per tenant and interface language.
export const chatConfigs = pgTable(
  'chat_configs',
  {
    id: id(),
    tenantId: tenantId(),
    language: text('language').notNull(),
    title: text('title').notNull().default(''),
    welcome: text('welcome').notNull().default(''),
    offlineMessage: text('offline_message').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('chat_configs_tenant_language').on(t.tenantId, t.language)],
);

// Users who answer visitors, with whether they get e-mail about messages.
export const chatAgents = pgTable(
  'chat_agents',
  {
    id: id(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nickName: text('nick_name').notNull().default(''),
    email: text('email').notNull().default(''),
    emailStatus: boolean('email_status').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('chat_agents_tenant_user').on(t.tenantId, t.userId)],
);

// A site visitor. The widget keeps a random secret; the table keeps only its hash.
export const chatVisitors = pgTable(
  'chat_visitors',
  {
    id: id(),
    tenantId: tenantId(),
    tokenHash: text('token_hash').notNull().unique(),
    name: text('name').notNull().default(''),
    // For the per-IP limit on new visitors.
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('chat_visitors_ip_created').on(t.ip, t.createdAt)],
);

export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: id(),
    tenantId: tenantId(),
    visitorId: integer('visitor_id')
      .notNull()
      .references(() => chatVisitors.id, { onDelete: 'cascade' }),
    // The agent who answered first; null while nobody has.
    agentId: integer('agent_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('open'),
    // The last message's seq: the row lock on it orders the messages of a conversation.
    lastSeq: integer('last_seq').notNull().default(0),
    agentUnread: integer('agent_unread').notNull().default(0),
    visitorUnread: integer('visitor_unread').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('chat_conversations_tenant_updated').on(t.tenantId, t.updatedAt),
    // At most one open conversation per visitor, so two tabs of one visitor share it.
    uniqueIndex('chat_conversations_open_visitor')
      .on(t.visitorId)
      .where(sql`status = 'open'`),
    check('chat_conversations_status', sql`${t.status} in ('open', 'closed')`),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    tenantId: tenantId(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    sender: text('sender').notNull(),
    // The agent's user id; null for the visitor.
    senderUserId: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    // Chosen by the sending client: a resend after a reconnect finds the stored message.
    clientId: text('client_id').notNull(),
    text: text('text').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_messages_conversation_seq').on(t.conversationId, t.seq),
    uniqueIndex('chat_messages_conversation_client').on(t.conversationId, t.clientId),
    check('chat_messages_sender', sql`${t.sender} in ('visitor', 'agent')`),
  ],
);

// Single-use websocket tickets: a long-lived token never goes into a (logged) URL. Kept in the
// database so a ticket issued by one instance opens a socket on another.
export const chatTickets = pgTable('chat_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  tenantId: tenantId(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  // The login session an agent's ticket was issued to: its socket closes when that session ends.
  sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
  visitorId: integer('visitor_id').references(() => chatVisitors.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

// Who is connected, shared by the instances: one row per instance and member (an agent's user id or
// a visitor id) while that instance holds a socket of theirs, refreshed on a timer. A row not
// refreshed lately belongs to an instance that died and counts as offline.
export const chatPresence = pgTable(
  'chat_presence',
  {
    instanceId: text('instance_id').notNull(),
    tenantId: tenantId(),
    kind: text('kind').notNull(),
    memberId: integer('member_id').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.instanceId, t.kind, t.memberId] }),
    index('chat_presence_tenant_kind').on(t.tenantId, t.kind, t.seenAt),
    check('chat_presence_kind', sql`${t.kind} in ('visitor', 'agent')`),
  ],
);
