// Who is connected to the chat, across instances (table chat_presence): an instance holds one row
// per member it has sockets of and refreshes them; rows older than `staleMs` are a dead instance's.
import { and, eq, gt, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { chatPresence } from '../db/schema-chat';
import { ago, now } from './time';

export type MemberKind = 'agent' | 'visitor';

export interface Member {
  tenantId: number;
  kind: MemberKind;
  memberId: number;
}

export function chatPresenceRepository(db: Db, staleMs: number) {
  const fresh = (tenantId: number, kind: MemberKind) =>
    and(eq(chatPresence.tenantId, tenantId), eq(chatPresence.kind, kind), gt(chatPresence.seenAt, ago(staleMs)));

  return {
    async join(instanceId: string, member: Member): Promise<void> {
      await db
        .insert(chatPresence)
        .values({ instanceId, ...member })
        .onConflictDoUpdate({
          target: [chatPresence.instanceId, chatPresence.kind, chatPresence.memberId],
          set: { seenAt: now },
        });
    },

    async leave(instanceId: string, { kind, memberId }: Member): Promise<void> {
      await db
        .delete(chatPresence)
        .where(
          and(
            eq(chatPresence.instanceId, instanceId),
            eq(chatPresence.kind, kind),
            eq(chatPresence.memberId, memberId),
          ),
        );
    },

    /** Keeps this instance's rows fresh. */
    async refresh(instanceId: string): Promise<void> {
      await db.update(chatPresence).set({ seenAt: now }).where(eq(chatPresence.instanceId, instanceId));
    },

    async leaveAll(instanceId: string): Promise<void> {
      await db.delete(chatPresence).where(eq(chatPresence.instanceId, instanceId));
    },

    /** The members of a kind connected anywhere, optionally only among `ids` or other than `instanceId`. */
    async online(
      tenantId: number,
      kind: MemberKind,
      filter: { ids?: number[]; notOn?: string } = {},
    ): Promise<Set<number>> {
      if (filter.ids?.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ memberId: chatPresence.memberId })
        .from(chatPresence)
        .where(
          and(
            fresh(tenantId, kind),
            filter.ids ? inArray(chatPresence.memberId, filter.ids) : undefined,
            filter.notOn ? ne(chatPresence.instanceId, filter.notOn) : undefined,
          ),
        );
      return new Set(rows.map((row) => row.memberId));
    },
  };
}

export type ChatPresenceRepository = ReturnType<typeof chatPresenceRepository>;
