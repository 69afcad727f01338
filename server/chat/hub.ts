// This instance's open chat sockets: delivery of bus events to the right ones, and the
// heartbeat watch that drops sockets which have gone silent.
import type { WebSocket } from 'ws';
import type { Language } from '../i18n/index';
import type { TicketOwner } from '../repositories/chat-access';
import type { ChatEvent, FrameEvent } from './event';
import type { ServerFrame } from './frames';

export interface Peer {
  socket: WebSocket;
  owner: TicketOwner;
  language: Language;
  /** The visitor's conversation (agents name one in each frame). */
  conversationId: number | null;
  lastSeen: number;
}

export function send(peer: Peer, frame: ServerFrame): void {
  if (peer.socket.readyState === peer.socket.OPEN) peer.socket.send(JSON.stringify(frame));
}

/** Close code for a socket whose login session ended (an application code: no reconnect). */
export const SESSION_ENDED = 4001;

const wants = (peer: Peer, event: FrameEvent): boolean => {
  const { owner } = peer;
  if (owner.tenantId !== event.tenantId) return false;
  if (owner.kind === 'agent')
    return (event.to === 'agents' || event.to === 'both') && (event.agentId == null || event.agentId === owner.userId);
  if (event.to === 'visitors') return true;
  return (event.to === 'visitor' || event.to === 'both') && owner.visitorId === event.visitorId;
};

export function createHub() {
  const peers = new Set<Peer>();
  /** Closes the agent sockets opened through these login sessions (logout, or ended another way). */
  const closeSessions = (sessionIds: readonly number[]): void => {
    for (const { owner, socket } of peers) {
      if (owner.kind === 'agent' && sessionIds.includes(owner.sessionId)) socket.close(SESSION_ENDED, 'session ended');
    }
  };
  return {
    add: (peer: Peer) => void peers.add(peer),
    remove: (peer: Peer) => void peers.delete(peer),
    deliver(event: ChatEvent): void {
      // Session ids are unique across tenants.
      if ('sessionEnded' in event) return closeSessions([event.sessionEnded]);
      for (const peer of peers) if (wants(peer, event)) send(peer, event.frame);
    },
    /** The login sessions this instance's agent sockets were opened through. */
    agentSessions(): number[] {
      return [...new Set([...peers].flatMap(({ owner }) => (owner.kind === 'agent' ? [owner.sessionId] : [])))];
    },
    closeSessions,
    /** Drops sockets silent for longer than `timeoutMs`. terminate() rather than close(): the
     * peer is presumably gone, and a live one sees 1006, on which the client reconnects (spec §4). */
    sweep(now: number, timeoutMs: number): void {
      for (const peer of peers) {
        if (now - peer.lastSeen > timeoutMs) {
          peers.delete(peer);
          peer.socket.terminate();
        }
      }
    },
  };
}

export type Hub = ReturnType<typeof createHub>;
