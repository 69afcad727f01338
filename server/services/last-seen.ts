// When each session was last used, kept in memory: an authenticated request reads its session and
// writes nothing. A session's time is written to sessions.last_seen_at at most once a minute (the
// periodic flush), and every pending time on shutdown. This instance's idle check and online-users
// list use its own times at once; other instances read the stored ones, at most a minute behind
// (plus one flush period), against a 2-hour idle window.
import type { StoredSession } from '../repositories/sessions';

/** The least time between two writes of one session's last-seen time. */
export const LAST_SEEN_WRITE_MS = 60_000;

export interface SeenAt {
  sessionId: number;
  at: Date;
}

interface Entry {
  /** The latest request this instance saw. */
  seenAt: number;
  /** The latest time known to be stored (read with the session, or written by us). */
  storedAt: number;
  /** When that stored time was written (or, for one we only read, the time itself). */
  writtenAt: number;
}

export interface LastSeen {
  /** Whether the session is within its absolute lifetime and its idle window at `now`. */
  isLive(session: StoredSession, now: number, idleMs: number): boolean;
  /** Records a request of the session at `now`. */
  seen(session: StoredSession, now: number): void;
  /** The latest time this instance saw the session, when it is later than the stored one. */
  pending(sessionId: number): number | undefined;
  forget(sessionId: number): void;
  /** Writes the times whose session was last written a minute or more before `now`; every
   * pending time with `all` (shutdown). A failed write keeps them for the next flush. */
  flush(now: number, options?: { all?: boolean }): Promise<void>;
}

export function createLastSeen(write: (seen: SeenAt[]) => Promise<void>): LastSeen {
  const entries = new Map<number, Entry>();

  const latest = (session: StoredSession) =>
    Math.max(session.lastSeenAt.getTime(), entries.get(session.sessionId)?.seenAt ?? 0);

  return {
    isLive: (session, now, idleMs) => session.expiresAt.getTime() > now && latest(session) > now - idleMs,

    seen(session, now) {
      const stored = session.lastSeenAt.getTime();
      const entry = entries.get(session.sessionId);
      if (!entry) {
        entries.set(session.sessionId, { seenAt: now, storedAt: stored, writtenAt: stored });
        return;
      }
      entry.seenAt = Math.max(entry.seenAt, now);
      // Another instance may have written a later time meanwhile: it counts as written.
      if (stored > entry.storedAt) Object.assign(entry, { storedAt: stored, writtenAt: stored });
    },

    pending(sessionId) {
      const entry = entries.get(sessionId);
      return entry && entry.seenAt > entry.storedAt ? entry.seenAt : undefined;
    },

    forget(sessionId) {
      entries.delete(sessionId);
    },

    async flush(now, { all = false } = {}) {
      const due: [number, Entry, number][] = [];
      for (const [sessionId, entry] of entries) {
        const written = now - entry.writtenAt >= LAST_SEEN_WRITE_MS;
        if (entry.seenAt > entry.storedAt && (all || written)) due.push([sessionId, entry, entry.seenAt]);
        // Nothing pending and the minute since the last write is over: the stored time says it all.
        else if (entry.seenAt <= entry.storedAt && written) entries.delete(sessionId);
      }
      if (due.length === 0) return;
      await write(due.map(([sessionId, , at]) => ({ sessionId, at: new Date(at) })));
      for (const [, entry, at] of due) Object.assign(entry, { storedAt: Math.max(entry.storedAt, at), writtenAt: now });
    },
  };
}
