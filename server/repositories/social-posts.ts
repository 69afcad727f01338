// The publishing states of social posts (collection rows of the social/publish screen). Every
// move into `publishing` is one conditional UPDATE that also checks the state it leaves, so two
// ticks (or a tick and a "publish now", or two instances on one PostgreSQL) never claim the same
// post: the loser's UPDATE matches no row.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { collectionRows } from '../db/schema';
import { now } from './time';

export const SOCIAL_POST = 'social/publish';

export interface ClaimedPost {
  id: number;
  tenantId: number;
  data: Record<string, unknown>;
}

const columns = { id: collectionRows.id, tenantId: collectionRows.tenantId, data: collectionRows.data };
const posts = eq(collectionRows.screenId, SOCIAL_POST);
const inStatus = (statuses: string[]) =>
  sql`${collectionRows.data}->>'status' in (${sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  )})`;
const merge = (patch: Record<string, unknown>) => sql`${collectionRows.data} || ${JSON.stringify(patch)}::jsonb`;

export function socialPostsRepository(db: Db) {
  const move = (where: SQL | undefined, patch: Record<string, unknown>) =>
    db
      .update(collectionRows)
      .set({ data: merge(patch), updatedAt: now })
      .where(where)
      .returning(columns);

  return {
    /**
     * Claims up to `limit` scheduled posts of every tenant whose time (`dueAt`, an ISO instant,
     * compared as text) has come. SKIP LOCKED lets a second instance take other rows meanwhile.
     */
    async claimDue(at: Date, limit: number): Promise<ClaimedPost[]> {
      const due = db
        .select({ id: collectionRows.id })
        .from(collectionRows)
        .where(and(posts, inStatus(['scheduled']), sql`${collectionRows.data}->>'dueAt' <= ${at.toISOString()}`))
        .orderBy(collectionRows.id)
        .limit(limit)
        .for('update', { skipLocked: true });
      return move(and(posts, inArray(collectionRows.id, due), inStatus(['scheduled'])), {
        status: 'publishing',
        error: '',
        claimedAt: at.toISOString(),
      });
    },

    /** Claims one post of the tenant while it is in one of `from` (null when it is not). */
    async claim(tenantId: number, id: number, from: string[], at: Date): Promise<ClaimedPost | null> {
      const [row] = await move(
        and(posts, eq(collectionRows.tenantId, tenantId), eq(collectionRows.id, id), inStatus(from)),
        { status: 'publishing', error: '', claimedAt: at.toISOString() },
      );
      return row ?? null;
    },

    /** Records how a claimed post ended (only while it is still `publishing`). */
    async finish(
      post: ClaimedPost,
      patch: { status: 'published' | 'failed' } & Record<string, unknown>,
    ): Promise<boolean> {
      const rows = await move(
        and(
          posts,
          eq(collectionRows.tenantId, post.tenantId),
          eq(collectionRows.id, post.id),
          inStatus(['publishing']),
        ),
        patch,
      );
      return rows.length > 0;
    },

    /**
     * Posts left `publishing` since before `claimedBefore` (an instance died mid-call) become
     * failed, never published again by themselves: the service may have posted them already.
     */
    async failStale(claimedBefore: Date, error: string): Promise<number> {
      const rows = await move(
        and(
          posts,
          inStatus(['publishing']),
          sql`${collectionRows.data}->>'claimedAt' < ${claimedBefore.toISOString()}`,
        ),
        { status: 'failed', error },
      );
      return rows.length;
    },
  };
}
