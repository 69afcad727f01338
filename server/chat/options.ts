// Limits of the chat. The defaults follow spec §9 (a client heartbeat every 3000 ms); tests
// shorten the timeouts through AppConfig.chat.

export interface ChatOptions {
  /** Largest frame accepted, in bytes; a bigger one closes the socket with 1009. */
  maxPayload: number;
  /** How often the client is expected to ping (told to it in the `hello` frame). */
  heartbeatMs: number;
  /** A socket silent for longer than this is dropped. */
  silenceTimeoutMs: number;
  /** Lifetime of a single-use socket ticket. */
  ticketTtlMs: number;
  /** Origins besides the server's own that may open a socket (sites embedding the widget). */
  allowedOrigins: string[];
  /** New visitors one IP may create per window (the visitor session call is public). */
  visitorsPerIp: number;
  visitorWindowMs: number;
  /** Messages one visitor may send per window (the widget is public: each one is a stored row);
   * the excess is refused with a `rate_limited` error frame and not stored. */
  visitorMessages: number;
  visitorMessageWindowMs: number;
  /** How often an instance refreshes its presence rows; three missed refreshes count as offline. */
  presenceRefreshMs: number;
  /** How often the login sessions behind agent sockets are checked (ended by a password change,
   * a reset or their maximum age: those sockets close). A logout closes them at once. */
  sessionCheckMs: number;
}

export const defaultChatOptions: ChatOptions = {
  maxPayload: 16 * 1024,
  heartbeatMs: 3000,
  silenceTimeoutMs: 10_000,
  ticketTtlMs: 30_000,
  allowedOrigins: [],
  visitorsPerIp: 20,
  visitorWindowMs: 15 * 60_000,
  visitorMessages: 10,
  visitorMessageWindowMs: 10_000,
  presenceRefreshMs: 10_000,
  sessionCheckMs: 15_000,
};
