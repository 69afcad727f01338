// Who may open a chat socket: visitors (a random secret per browser, only its hash stored) and
// single-use tickets that stand in for a login token or a visitor secret at the handshake.
import { and, count, eq, gt, inArray, isNotNull, isNull, lte, not, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { chatTickets, chatVisitors } from '../db/schema-chat';
import { ofWorkingTenant } from './sessions';
import { ago, fromNow, now } from './time';

export type TicketOwner =
  | { kind: 'agent'; tenantId: number; userId: number; userName: string; sessionId: number }
  | { kind: 'visitor'; tenantId: number; visitorId: number; visitorName: string };

/** Whom a ticket is for: an agent's login session or a visitor. */
export type TicketFor = { tenantId: number } & ({ userId: number; sessionId: number } | { visitorId: number });

export type ChatAccessRepository = ReturnType<typeof chatAccessRepository>;

export function chatAccessRepository(db: Db) {
  /** Who may open the socket a ticket was for: the agent's login session must still be live (a
   * ticket fetched just before logout opens nothing), the visitor must still exist. */
  async function ownerOf(owner: TicketFor): Promise<TicketOwner | null> {
    if ('userId' in owner) {
      const [user] = await db
        .select({ userName: users.username })
        .from(users)
        .innerJoin(
          sessions,
          and(eq(sessions.id, owner.sessionId), eq(sessions.userId, users.id), isNull(sessions.revokedAt)),
        )
        .where(and(eq(users.id, owner.userId), eq(users.tenantId, owner.tenantId), eq(users.enabled, true)));
      return user ? { kind: 'agent', ...owner, userName: user.userName } : null;
    }
    const [visitor] = await db
      .select({ name: chatVisitors.name })
      .from(chatVisitors)
      .where(eq(chatVisitors.id, owner.visitorId));
    return visitor ? { kind: 'visitor', ...owner, visitorName: visitor.name } : null;
  }

  return {
    ownerOf,

    async createVisitor(visitor: { tenantId: number; tokenHash: string; name: string; ip: string }): Promise<number> {
      const [row] = await db.insert(chatVisitors).values(visitor).returning({ id: chatVisitors.id });
      return row!.id;
    },

    async visitorByToken(tenantId: number, tokenHash: string): Promise<{ id: number; name: string } | null> {
      const [row] = await db
        .select({ id: chatVisitors.id, name: chatVisitors.name })
        .from(chatVisitors)
        .where(and(eq(chatVisitors.tenantId, tenantId), eq(chatVisitors.tokenHash, tokenHash)));
      return row ?? null;
    },

    async visitorsCreatedFrom(ip: string, windowMs: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(chatVisitors)
        .where(and(eq(chatVisitors.ip, ip), gt(chatVisitors.createdAt, ago(windowMs))));
      return row?.n ?? 0;
    },

    /** Those of `sessionIds` that were revoked (logout, password change or reset), have run out, or
     * whose tenant was disabled or expired. */
    async endedSessions(sessionIds: number[]): Promise<number[]> {
      if (sessionIds.length === 0) return [];
      const rows = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(
          and(
            inArray(sessions.id, sessionIds),
            or(isNotNull(sessions.revokedAt), lte(sessions.expiresAt, now), not(ofWorkingTenant)),
          ),
        );
      return rows.map((row) => row.id);
    },

    async issueTicket(ticket: TicketFor & { ticketHash: string; ttlMs: number }): Promise<void> {
      const { ttlMs, ...row } = ticket;
      // Expired tickets are swept here rather than by a timer: issuing is the only thing that adds rows.
      await db.delete(chatTickets).where(gt(now, chatTickets.expiresAt));
      await db.insert(chatTickets).values({ ...row, expiresAt: fromNow(ttlMs) });
    },

    /** Uses up a ticket: the first caller within its lifetime gets its owner, any later one null. */
    async consumeTicket(ticketHash: string): Promise<TicketOwner | null> {
      const [ticket] = await db
        .delete(chatTickets)
        .where(and(eq(chatTickets.ticketHash, ticketHash), gt(chatTickets.expiresAt, now)))
        .returning();
      if (!ticket) return null;
      const { tenantId, userId, sessionId, visitorId } = ticket;
      return ownerOf(
        userId !== null ? { tenantId, userId, sessionId: sessionId! } : { tenantId, visitorId: visitorId! },
      );
    },
  };
}
