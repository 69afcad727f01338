// Durations relative to the database clock. Every instance compares against the same clock, so
// expiry and rate-limit windows agree across servers whatever their local time.
import { sql } from 'drizzle-orm';

export const fromNow = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

export const ago = (ms: number) => sql`now() - make_interval(secs => ${ms / 1000})`;

export const now = sql`now()`;
