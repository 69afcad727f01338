// A post's publish time as the form's date picker sends it: "YYYY-MM-DD HH:mm[:ss]" without a
// zone. It is the wall-clock time of the operator who sent it: the browser names its IANA zone in
// the `Time-Zone` header (src/lib/api-client.ts); a call without the header (a script) is read in
// the server's zone (TZ). Only its instant (`dueAt`) is kept: every reader is shown it on their
// own clock (publishAtText), so Shanghai's 10:00 in June reads 03:00 to a colleague in London, and
// the time the form sends back unchanged keeps that instant (readPublishAt).
import { instantOfWallTime, knownTimeZone, serverTimeZone, wallClockAt, wallTimeMs } from '../lib/time-zone';

const LOCAL = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A publish time read: its instant and whether it differs from the one kept, or why it has none. */
export type PublishTime = { due: Date; changed: boolean } | { problem: 'invalid' | 'skipped' };

/**
 * The zone a call's publish times are read and shown in, from its `Time-Zone` header: the server's
 * without one, null when it names no zone Intl knows (the caller answers 400 rather than guess:
 * another zone would publish or show the time hours off, the mistake the header exists to avoid).
 */
export function operatorTimeZone(header: string | string[] | undefined): string | null {
  if (header === undefined) return serverTimeZone();
  return typeof header === 'string' ? knownTimeZone(header.trim()) : null;
}

/** The wall time `text` names (wallTimeMs), or null when it is no real date and time (2025-02-30, 24:00). */
function wallTimeOf(text: string): number | null {
  const parts = LOCAL.exec(text);
  if (!parts) return null;
  const [year, month, day, hour, minute, second] = parts.slice(1, 7).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = new Date(wallTimeMs(year, month, day, hour, minute, second));
  const real =
    wall.getUTCFullYear() === year &&
    wall.getUTCMonth() === month - 1 &&
    wall.getUTCDate() === day &&
    wall.getUTCHours() === hour &&
    wall.getUTCMinutes() === minute &&
    wall.getUTCSeconds() === second;
  return real ? wall.getTime() : null;
}

/** `due` as the clocks of `zone` (a knownTimeZone name) show it, as the date picker writes it: "YYYY-MM-DD HH:mm:ss". */
export function publishAtText(due: Date, zone: string): string {
  return new Date(wallClockAt(due.getTime(), zone)).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * The instant `text` names in `zone` (a knownTimeZone name): `invalid` when it is no real date and
 * time, `skipped` when the zone's clocks jump over it (a DST change); a time shown twice when
 * clocks go back is its first instant (lib/time-zone.ts). When `kept` (the stored instant) shows
 * the same wall time in `zone`, it is `kept`, unchanged: the form sends back the time it was shown,
 * and reading it again would move the second of a repeated hour to the first.
 */
export function readPublishAt(text: string, zone: string, kept: Date | null): PublishTime {
  const wall = wallTimeOf(text);
  if (wall === null) return { problem: 'invalid' };
  if (kept && wallClockAt(kept.getTime(), zone) === wall) return { due: kept, changed: false };
  const due = instantOfWallTime(wall, zone);
  return due ? { due, changed: true } : { problem: 'skipped' };
}
