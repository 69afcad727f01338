// Which pages may open a chat socket. Browsers always send Origin on a websocket handshake, so a
// page of another site is refused; a client without Origin is not a browser page and is left to
// the ticket check (Origin cannot stop such a client anyway).

/** True when `origin` is absent, the server's own (same host as the Host header) or listed. */
export function originAllowed(origin: string | undefined, host: string, allowed: readonly string[]): boolean {
  if (origin === undefined) return true;
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
