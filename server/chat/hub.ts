// This instance's open chat sockets: delivery of bus events to the right ones, and the
// heartbeat watch that drops sockets which have gone silent.
import type { WebSocket } from 'ws';
import type { Language } from '../i18n/index';
import type { TicketOwner } from '../repositories/chat-access';
import type { ChatEvent } from './event';
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

const wants = (peer: Peer, event: ChatEvent): boolean => {
  const { owner } = peer;
  if (owner.tenantId !== event.tenantId) return false;
  if (owner.kind === 'agent') return event.to !== 'visitor';
  return event.to !== 'agents' && owner.visitorId === event.visitorId;
};

export function createHub() {
  const peers = new Set<Peer>();
  return {
    add: (peer: Peer) => void peers.add(peer),
    remove: (peer: Peer) => void peers.delete(peer),
    deliver(event: ChatEvent): void {
      for (const peer of peers) if (wants(peer, event)) send(peer, event.frame);
    },
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
