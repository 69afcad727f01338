// One answer asked for ahead of the code that needs it: a list screen's first page, asked by the
// router as a menu click navigates, travels while React renders the screen, and the screen shows
// it in its first render or takes it as its first call instead of asking again
// (docs/performance.md).

/** How long a click's navigation waits for the rows before it shows the screen with its spinner. */
export const FIRST_PAGE_WAIT_MS = 200;

/** Older than this, an answer no longer belongs to the click that asked for it. */
export const AHEAD_MAX_AGE_MS = 5_000;

interface Ahead<T> {
  key: string;
  answer: Promise<T>;
  askedAt: number;
  /** The answer, once it has arrived (a failure leaves it unset). */
  value?: T;
  /** Read by a render: the call that follows asks the server again. */
  shown: boolean;
}

/**
 * A single slot: asking replaces what it held. `peek` lets a render show an arrived answer; `take`
 * hands the answer, once, to the first call with the same key, unless a render showed it; every
 * take and `drop` empties the slot, so a write, or a list asked for with other params, never
 * leaves an older answer for a later call to find.
 */
export function askedAheadSlot<T>() {
  let ahead: Ahead<T> | null = null;
  const fresh = (key: string) =>
    ahead && ahead.key === key && performance.now() - ahead.askedAt <= AHEAD_MAX_AGE_MS ? ahead : null;
  return {
    put(key: string, answer: Promise<T>): void {
      const entry: Ahead<T> = { key, answer, askedAt: performance.now(), shown: false };
      // A failure is reported by the API client; whoever takes the answer sees it too.
      answer.then((value) => (entry.value = value)).catch(() => undefined);
      ahead = entry;
    },
    /** The arrived answer, without a request; a render may read it again when React restarts it. */
    peek(key: string): T | undefined {
      const entry = fresh(key);
      if (!entry || entry.value === undefined) return undefined;
      entry.shown = true;
      return entry.value;
    },
    take(key: string): Promise<T> | undefined {
      const entry = fresh(key);
      ahead = null;
      return entry && !entry.shown ? entry.answer : undefined;
    },
    drop(): void {
      ahead = null;
    },
  };
}
