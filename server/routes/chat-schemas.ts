// Response schemas of the chat calls (docs/api.md "Chat"): answers are serialised through them,
// so a column added to a query (a visitor's token hash, an IP) never reaches a browser by accident.

const text = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const bool = { type: 'boolean' } as const;
const nullableInt = { type: ['integer', 'null'] } as const;
const nullableText = { type: ['string', 'null'] } as const;

const object = (properties: Record<string, object>) =>
  ({ type: 'object', additionalProperties: false, required: Object.keys(properties), properties }) as const;
const rowsOf = (row: object) => object({ rows: { type: 'array', items: row } });

export const emptySchema = object({});

export const messageRowSchema = object({
  id: int,
  conversationId: int,
  seq: int,
  sender: text,
  senderUserId: nullableInt,
  clientId: text,
  text,
  imageUrl: text,
  createdAt: text,
});

export const conversationSchema = object({
  id: int,
  visitorId: int,
  visitorName: text,
  agentId: nullableInt,
  agentName: nullableText,
  status: text,
  lastSeq: int,
  agentUnread: int,
  visitorUnread: int,
  visitorOnline: bool,
  createdAt: text,
  updatedAt: text,
});

export const conversationsSchema = rowsOf(conversationSchema);
export const messagesSchema = rowsOf(messageRowSchema);

/** Spec §7 "chat connection info", plus where the socket is and its single-use ticket. */
export const connectionSchema = object({
  ip: text,
  port: int,
  tenantId: int,
  userName: text,
  path: text,
  ticket: text,
  ticketTtlMs: int,
});

export const visitorSessionSchema = object({
  visitorId: int,
  visitorToken: text,
  tenantId: int,
  conversationId: int,
  path: text,
  ticket: text,
  ticketTtlMs: int,
  title: text,
  welcome: text,
  offlineMessage: text,
  agentsOnline: bool,
});

export const chatConfigSchema = object({
  language: text,
  title: text,
  welcome: text,
  offlineMessage: text,
  siteKey: text,
  notifyEmail: text,
  emailEnabled: bool,
});

export const agentSchema = object({
  id: int,
  userId: int,
  userName: text,
  nickName: text,
  email: text,
  emailStatus: bool,
  online: bool,
});
export const agentsSchema = rowsOf(agentSchema);
