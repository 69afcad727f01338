// Conversations and their messages. Appending locks the conversation row, so seq numbers are
// dense and ordered, and a client id already stored returns the stored message (no duplicate).
import { and, asc, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { chatConversations, chatMessages, chatVisitors } from '../db/schema-chat';
import { now } from './time';
import type { ChatMessage, ChatSender as Sender, Conversation as WireConversation } from '../../schemas/wire/chat';

// The chat's wire shapes, for the server's chat code that imports them from here.
export type { ChatMessage, Sender };

/** A conversation as stored; the API adds `visitorOnline` (server/routes/chat-service.ts). */
export type Conversation = Omit<WireConversation, 'visitorOnline'>;

export interface NewMessage {
  tenantId: number;
  conversationId: number;
  sender: Sender;
  senderUserId: number | null;
  clientId: string;
  text: string;
  imageUrl: string;
}

const messageColumns = {
  id: chatMessages.id,
  conversationId: chatMessages.conversationId,
  seq: chatMessages.seq,
  sender: chatMessages.sender,
  senderUserId: chatMessages.senderUserId,
  clientId: chatMessages.clientId,
  text: chatMessages.text,
  imageUrl: chatMessages.imageUrl,
  createdAt: chatMessages.createdAt,
};

const conversationColumns = {
  id: chatConversations.id,
  visitorId: chatConversations.visitorId,
  visitorName: chatVisitors.name,
  agentId: chatConversations.agentId,
  agentName: users.nickName,
  status: chatConversations.status,
  lastSeq: chatConversations.lastSeq,
  agentUnread: chatConversations.agentUnread,
  visitorUnread: chatConversations.visitorUnread,
  createdAt: chatConversations.createdAt,
  updatedAt: chatConversations.updatedAt,
};

type MessageRow = Omit<ChatMessage, 'createdAt' | 'sender'> & { sender: string; createdAt: Date };
const toMessage = (row: MessageRow): ChatMessage => ({
  ...row,
  sender: row.sender as Sender,
  createdAt: row.createdAt.toISOString(),
});

type ConversationRow = Omit<Conversation, 'createdAt' | 'updatedAt' | 'status'> & {
  status: string;
  createdAt: Date;
  updatedAt: Date;
};
const toConversation = (row: ConversationRow): Conversation => ({
  ...row,
  status: row.status as Conversation['status'],
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const ofTenant = (tenantId: number, id: number) =>
  and(eq(chatConversations.tenantId, tenantId), eq(chatConversations.id, id));

export function chatMessagesRepository(db: Db) {
  const selectConversations = () =>
    db
      .select(conversationColumns)
      .from(chatConversations)
      .innerJoin(chatVisitors, eq(chatVisitors.id, chatConversations.visitorId))
      .leftJoin(users, eq(users.id, chatConversations.agentId));

  return {
    /** The visitor's open conversation, created if there is none. */
    async openConversationOf(tenantId: number, visitorId: number): Promise<number> {
      await db.insert(chatConversations).values({ tenantId, visitorId }).onConflictDoNothing();
      const [row] = await db
        .select({ id: chatConversations.id })
        .from(chatConversations)
        .where(and(eq(chatConversations.visitorId, visitorId), eq(chatConversations.status, 'open')));
      return row!.id;
    },

    async conversation(tenantId: number, id: number): Promise<Conversation | null> {
      const [row] = await selectConversations().where(ofTenant(tenantId, id));
      return row ? toConversation(row) : null;
    },

    /** The newest conversations of the tenant first that `agentId` may answer: those nobody has
     * taken yet and that agent's own. */
    async conversations(tenantId: number, agentId: number, limit: number): Promise<Conversation[]> {
      const rows = await selectConversations()
        .where(
          and(
            eq(chatConversations.tenantId, tenantId),
            or(isNull(chatConversations.agentId), eq(chatConversations.agentId, agentId)),
          ),
        )
        .orderBy(desc(chatConversations.updatedAt), desc(chatConversations.id))
        .limit(limit);
      return rows.map(toConversation);
    },

    async close(tenantId: number, id: number): Promise<boolean> {
      const rows = await db
        .update(chatConversations)
        .set({ status: 'closed', updatedAt: now })
        .where(ofTenant(tenantId, id))
        .returning({ id: chatConversations.id });
      return rows.length > 0;
    },

    async remove(tenantId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(chatConversations)
        .where(ofTenant(tenantId, id))
        .returning({ id: chatConversations.id });
      return rows.length > 0;
    },

    /** Stores a message with the next seq, or returns the one already stored under its client id
     * (`created: false`), with the conversation's agent after it. Null when the conversation is
     * not the tenant's or is closed. */
    async append(
      message: NewMessage,
    ): Promise<{ message: ChatMessage; created: boolean; agentId: number | null; agentUnread: number } | null> {
      return db.transaction(async (tx) => {
        const [conversation] = await tx
          .select({
            id: chatConversations.id,
            status: chatConversations.status,
            agentId: chatConversations.agentId,
            agentUnread: chatConversations.agentUnread,
          })
          .from(chatConversations)
          .where(ofTenant(message.tenantId, message.conversationId))
          .for('update');
        if (!conversation) return null;
        // Checked after taking the lock: a concurrent resend of the same client id waits here and
        // then sees the first one's row.
        const [existing] = await tx
          .select(messageColumns)
          .from(chatMessages)
          .where(
            and(eq(chatMessages.conversationId, message.conversationId), eq(chatMessages.clientId, message.clientId)),
          );
        if (existing)
          return {
            message: toMessage(existing),
            created: false,
            agentId: conversation.agentId,
            agentUnread: conversation.agentUnread,
          };
        if (conversation.status !== 'open') return null;

        const fromVisitor = message.sender === 'visitor';
        const [updated] = await tx
          .update(chatConversations)
          .set({
            lastSeq: sql`${chatConversations.lastSeq} + 1`,
            updatedAt: now,
            agentUnread: fromVisitor ? sql`${chatConversations.agentUnread} + 1` : 0,
            visitorUnread: fromVisitor ? 0 : sql`${chatConversations.visitorUnread} + 1`,
            // The first agent to answer takes the conversation.
            ...(fromVisitor || conversation.agentId !== null ? {} : { agentId: message.senderUserId }),
          })
          .where(eq(chatConversations.id, message.conversationId))
          .returning({
            seq: chatConversations.lastSeq,
            agentId: chatConversations.agentId,
            agentUnread: chatConversations.agentUnread,
          });
        const [row] = await tx
          .insert(chatMessages)
          .values({ ...message, seq: updated!.seq })
          .returning(messageColumns);
        return {
          message: toMessage(row!),
          created: true,
          agentId: updated!.agentId,
          agentUnread: updated!.agentUnread,
        };
      });
    },

    /** Messages after `afterSeq` (oldest first), or before `beforeSeq` (the newest `limit` of them). */
    async messages(
      tenantId: number,
      conversationId: number,
      range: { afterSeq?: number; beforeSeq?: number; limit: number },
    ): Promise<ChatMessage[]> {
      const where = [eq(chatMessages.tenantId, tenantId), eq(chatMessages.conversationId, conversationId)];
      if (range.beforeSeq !== undefined) {
        const rows = await db
          .select(messageColumns)
          .from(chatMessages)
          .where(and(...where, lt(chatMessages.seq, range.beforeSeq)))
          .orderBy(desc(chatMessages.seq))
          .limit(range.limit);
        return rows.reverse().map(toMessage);
      }
      const rows = await db
        .select(messageColumns)
        .from(chatMessages)
        .where(and(...where, gt(chatMessages.seq, range.afterSeq ?? 0)))
        .orderBy(asc(chatMessages.seq))
        .limit(range.limit);
      return rows.map(toMessage);
    },

    /** The reader has seen everything: its unread count goes back to zero. */
    async markRead(tenantId: number, conversationId: number, reader: Sender): Promise<boolean> {
      const rows = await db
        .update(chatConversations)
        .set(reader === 'agent' ? { agentUnread: 0 } : { visitorUnread: 0 })
        .where(ofTenant(tenantId, conversationId))
        .returning({ id: chatConversations.id });
      return rows.length > 0;
    },
  };
}
