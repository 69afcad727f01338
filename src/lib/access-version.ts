// What the logged-in user may do can change while the page is open (the platform narrows their
// tenant's package, an admin takes a menu from their role). Every authenticated answer carries the
// tenant's access version (`Access-Version`, server/plugins/auth.ts); when it moves, the listener
// (src/app/access-watch.ts) fetches the user and the menus again.

export const ACCESS_VERSION_HEADER = 'Access-Version';

let known: string | null = null;
let listener: (() => Promise<void>) | null = null;

/** Notes the version an answer carried; a change from the one known calls the listener. */
export function noteAccessVersion(version: string | null): void {
  if (version === null) return;
  const previous = known;
  known = version;
  if (previous !== null && previous !== version) void listener?.();
}

/** The one listener of version changes (null to stop listening). */
export function onAccessChange(next: (() => Promise<void>) | null): void {
  listener = next;
}

/** The user's own act changed what they may open (a screen made with its menu): fetched again now. */
export function accessChangedHere(): Promise<void> {
  return listener?.() ?? Promise.resolve();
}

/** Forgets the version known (another login: its tenant has versions of its own). */
export function forgetAccessVersion(): void {
  known = null;
}
