// Outgoing mail: queued by the server's features and the e-mail log screen, claimed and delivered
// by the mail sender (server/mail/deliver.ts), listed by the e-mail log screen.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { tableFields } from './list-sql';
import { scopedTable } from './scoped-table';
import { fromNow, now } from './time';

export interface Mail {
  tenantId: number;
  to: string;
  subject: string;
  body: string;
  /** The secret masked in `body`, sealed (mail/secret.ts). */
  sealedSecret?: string;
}

export type QueuedMail = typeof mailOutbox.$inferSelect;

export function mailOutboxRepository(db: Db) {
  return {
    ...scopedTable(db, mailOutbox, tableFields(mailOutbox, { like: ['toAddress', 'subject'] })),

    async add(mail: Mail): Promise<void> {
      await db.insert(mailOutbox).values({
        tenantId: mail.tenantId,
        toAddress: mail.to,
        subject: mail.subject,
        body: mail.body,
        sealedSecret: mail.sealedSecret ?? null,
      });
    },

    /**
     * Takes up to `limit` pending mails that are due, oldest first, and holds them for `holdMs`:
     * another sender (another instance, the next tick) skips them meanwhile, and they come back
     * by themselves if this one dies before it reports.
     */
    async claimDue(limit: number, holdMs: number): Promise<QueuedMail[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
          .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        return tx
          .update(mailOutbox)
          .set({ nextAttemptAt: fromNow(holdMs) })
          .where(
            inArray(
              mailOutbox.id,
              due.map((row) => row.id),
            ),
          )
          .returning();
      });
    },

    /** Delivered: the sealed secret is not needed any more. */
    async markSent(id: number): Promise<void> {
      await db
        .update(mailOutbox)
        .set({
          status: 'success',
          sentAt: now,
          lastError: '',
          sealedSecret: null,
          attempts: sql`${mailOutbox.attempts} + 1`,
        })
        .where(eq(mailOutbox.id, id));
    },

    /** A failed attempt: tried again after `retryInMs`, or failed for good when that is null. */
    async markFailed(id: number, error: string, retryInMs: number | null): Promise<void> {
      await db
        .update(mailOutbox)
        .set({
          lastError: error,
          attempts: sql`${mailOutbox.attempts} + 1`,
          ...(retryInMs === null ? { status: 'failed' } : { nextAttemptAt: fromNow(retryInMs) }),
        })
        .where(eq(mailOutbox.id, id));
    },

    /** No attempt was made (no mail server configured): asks again later without counting one. */
    async defer(id: number, reason: string, retryInMs: number): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ lastError: reason, nextAttemptAt: fromNow(retryInMs) })
        .where(eq(mailOutbox.id, id));
    },

    /** Queues a failed mail of the tenant again with fresh attempts; false when it is not failed. */
    async resend(tenantId: number, id: number): Promise<boolean> {
      const rows = await db
        .update(mailOutbox)
        .set({ status: 'pending', attempts: 0, lastError: '', nextAttemptAt: now })
        .where(and(eq(mailOutbox.tenantId, tenantId), eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
        .returning({ id: mailOutbox.id });
      return rows.length > 0;
    },
  };
}
