// Answers to the GET requests index.html's route script sends while the page's HTML is parsed,
// before the app has loaded (scripts/build/route-scripts.ts, listed per address in vite.config.ts):
// the page takes them instead of asking again. Each is handed out once.

interface EarlyAnswer {
  askedAt: number;
  request: Promise<unknown>;
  /** Set once the answer is there. */
  answer?: unknown;
}

declare global {
  // Set by index.html as window.__earlyAnswers; read through globalThis, which the build's
  // prerender of the page (in Node, no window) has too.
  var __earlyAnswers: Record<string, EarlyAnswer> | undefined;
}

export interface Early<T> {
  request: Promise<T>;
  answer?: T;
}

/** The early request for `url`, asked less than `maxAgeMs` ago and not taken yet, or null. */
export function peekEarlyAnswer<T>(url: string, maxAgeMs: number): Early<T> | null {
  const entry = globalThis.__earlyAnswers?.[url];
  return entry && Date.now() - entry.askedAt < maxAgeMs ? (entry as Early<T>) : null;
}

/** As peekEarlyAnswer, and no one gets it after this call. */
export function takeEarlyAnswer<T>(url: string, maxAgeMs: number): Early<T> | null {
  const early = peekEarlyAnswer<T>(url, maxAgeMs);
  if (globalThis.__earlyAnswers) delete globalThis.__earlyAnswers[url];
  return early;
}
