// Single-use socket tickets: what the browser puts in the websocket URL instead of its login token
// or visitor secret, so a logged URL holds nothing that still works. Only a ticket's hash is kept.
// On PostgreSQL they are rows, since the socket may land on another instance. PGlite is one
// process, so there they stay in memory: after a restart every client fetches and uses a ticket at
// once, and three writes each (issue, sweep, use) through PGlite's one connection kept the ticket
// calls queued past the browser's 5 s.
import { hashToken, newToken } from '../lib/token';
import type { ChatAccessRepository, TicketFor, TicketOwner } from '../repositories/chat-access';

export interface TicketStore {
  issue(owner: TicketFor, ttlMs: number): Promise<string>;
  /** The first use within the ticket's lifetime gets its owner (if still allowed in), any later one null. */
  consume(ticket: string): Promise<TicketOwner | null>;
}

export function databaseTickets(access: ChatAccessRepository): TicketStore {
  return {
    async issue(owner, ttlMs) {
      const ticket = newToken();
      await access.issueTicket({ ...owner, ticketHash: hashToken(ticket), ttlMs });
      return ticket;
    },
    consume: (ticket) => access.consumeTicket(hashToken(ticket)),
  };
}

export function memoryTickets(access: ChatAccessRepository): TicketStore {
  const tickets = new Map<string, { owner: TicketFor; expiresAt: number }>();
  return {
    async issue(owner, ttlMs) {
      const now = Date.now();
      // Issuing is the only thing that adds entries, so it sweeps the expired ones.
      for (const [hash, entry] of tickets) if (entry.expiresAt <= now) tickets.delete(hash);
      const ticket = newToken();
      tickets.set(hashToken(ticket), { owner, expiresAt: now + ttlMs });
      return ticket;
    },
    async consume(ticket) {
      const hash = hashToken(ticket);
      const entry = tickets.get(hash);
      tickets.delete(hash);
      return entry && entry.expiresAt > Date.now() ? access.ownerOf(entry.owner) : null;
    },
  };
}
