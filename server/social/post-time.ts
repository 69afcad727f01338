// A post's publish time as the form's date picker sends it: "YYYY-MM-DD HH:mm[:ss]" without a
// zone. It is the wall-clock time of the operator who typed it: the browser names its IANA zone in
// the `Time-Zone` header (src/lib/api-client.ts); a call without the header (a script) is read in
// the server's zone (TZ). The text is stored as typed and lists show it unconverted, so an
// operator in another zone sees the author's wall time, not their own; only the instant (`dueAt`)
// is compared by the scheduler.
import { instantOfWallTime, knownTimeZone, serverTimeZone, wallTimeMs } from '../lib/time-zone';

const LOCAL = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A publish time read: its instant, or why it has none. */
export type PublishTime = { due: Date } | { problem: 'invalid' | 'skipped' };

/**
 * The zone a call's publish times are read in, from its `Time-Zone` header: the server's without
 * one, null when it names no zone Intl knows (the caller answers 400 rather than guess: reading
 * the time in another zone would publish it hours off, the mistake the header exists to avoid).
 */
export function operatorTimeZone(header: string | string[] | undefined): string | null {
  if (header === undefined) return serverTimeZone();
  return typeof header === 'string' ? knownTimeZone(header.trim()) : null;
}

/**
 * The instant `text` names in `zone` (a knownTimeZone name): `invalid` when it is no real date and
 * time (2025-02-30, 24:00), `skipped` when the zone's clocks jump over it (a DST change); a time
 * shown twice when clocks go back is its first instant (lib/time-zone.ts).
 */
export function parsePublishAt(text: string, zone: string): PublishTime {
  const parts = LOCAL.exec(text);
  if (!parts) return { problem: 'invalid' };
  const [year, month, day, hour, minute, second] = parts.slice(1, 7).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const wall = new Date(wallTimeMs(year, month, day, hour, minute, second));
  const real = wall.getUTCFullYear() === year && wall.getUTCMonth() === month - 1 && wall.getUTCDate() === day && wall.getUTCHours() === hour && wall.getUTCMinutes() === minute && wall.getUTCSeconds() === second;
  if (!real) return { problem: 'invalid' };
  const due = instantOfWallTime(wall.getTime(), zone);
  return due ? { due } : { problem: 'skipped' };
}
