// Single-use socket tickets: what the browser puts in the websocket URL instead of its login token
// or visitor secret, so a logged URL holds nothing that still works.
import { hashToken, newToken } from '../lib/token';
import type { ChatRepositories } from '../repositories/chat';

export type TicketFor = { tenantId: number } & ({ userId: number; sessionId: number } | { visitorId: number });

export async function issueTicket(repos: ChatRepositories, owner: TicketFor, ttlMs: number): Promise<string> {
  const ticket = newToken();
  await repos.access.issueTicket({ ...owner, ticketHash: hashToken(ticket), ttlMs });
  return ticket;
}
