// Wall-clock times in IANA time zones, with Node's own Intl (full ICU) instead of a dependency
// (docs/decisions.md, "Times without a zone are the operator's").

/** An IANA name as browsers report it: `Asia/Shanghai`, `America/Argentina/Buenos_Aires`, `Etc/GMT+8`, `UTC`. */
const ZONE_NAME = /^[A-Za-z][\w+-]*(?:\/[\w+-]+){0,2}$/;
const ZONE_NAME_MAX = 64;
const DAY_MS = 86_400_000;

// One formatter per known zone: built from canonical names only, so at most one per IANA zone.
const clocks = new Map<string, Intl.DateTimeFormat>();

/**
 * The canonical name of the zone `name` names (`asia/shanghai` → `Asia/Shanghai`), or null when it
 * is not an IANA name Intl knows. Offsets such as `+08:00` are refused: they ignore DST.
 */
export function knownTimeZone(name: string): string | null {
  if (name.length > ZONE_NAME_MAX || !ZONE_NAME.test(name)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The zone of this process (TZ, else the machine's). */
export const serverTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function clockOf(zone: string): Intl.DateTimeFormat {
  let clock = clocks.get(zone);
  if (!clock) {
    const numeric = 'numeric';
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: numeric,
      month: numeric,
      day: numeric,
      hour: numeric,
      minute: numeric,
      second: numeric,
    });
    clocks.set(zone, clock);
  }
  return clock;
}

/** A wall-clock time written as the UTC instant with the same fields (milliseconds), as `Date.UTC` would, for any year. */
export function wallTimeMs(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  return date.getTime();
}

/** What the clocks of `zone` (a knownTimeZone name) show at `instant`, as wallTimeMs writes it. */
export function wallClockAt(instant: number, zone: string): number {
  const field = Object.fromEntries(
    clockOf(zone)
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  return wallTimeMs(
    field.year ?? 0,
    field.month ?? 0,
    field.day ?? 0,
    field.hour ?? 0,
    field.minute ?? 0,
    field.second ?? 0,
  );
}

/**
 * The instant at which the clocks of `zone` (a knownTimeZone name) show `wall` (wallTimeMs), or null
 * when they never do: the hour skipped when clocks go forward. When clocks go back an hour shows
 * twice and the earlier instant is taken, the first time the clock reads it (Temporal's "earlier").
 */
export function instantOfWallTime(wall: number, zone: string): Date | null {
  // The zone's offsets a day before and a day after cover both sides of any change near `wall`
  // (no zone changes its offset twice within two days).
  const offsets = [wall - DAY_MS, wall + DAY_MS].map((instant) => wallClockAt(instant, zone) - instant);
  const matches = offsets.map((offset) => wall - offset).filter((instant) => wallClockAt(instant, zone) === wall);
  return matches.length ? new Date(Math.min(...matches)) : null;
}
