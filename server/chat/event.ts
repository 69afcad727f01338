// What one instance tells every instance (itself included): a frame for some sockets of a
// tenant, or that a login session ended (its agent sockets close).
import type { ServerFrame } from './frames';

/** A frame for the sockets of a conversation's visitor, of the tenant's agents, or of both;
 * 'visitors' is every visitor of the tenant (the agents' presence). */
export interface FrameEvent {
  tenantId: number;
  visitorId: number;
  to: 'agents' | 'visitor' | 'both' | 'visitors';
  /** The conversation's assigned agent: only that agent's sockets get it (null: every agent). */
  agentId?: number | null;
  frame: ServerFrame;
}

/** A logout: the agent sockets opened through that login session are closed. */
export interface SessionEndedEvent {
  tenantId: number;
  sessionEnded: number;
}

export type ChatEvent = FrameEvent | SessionEndedEvent;

/** Carries events to every instance of the deployment. */
export interface ChatBus {
  publish(event: ChatEvent): Promise<void>;
  close(): Promise<void>;
}

/** One process (PGlite): events go straight to this instance's sockets. */
export function localBus(deliver: (event: ChatEvent) => void): ChatBus {
  return {
    publish: async (event) => deliver(event),
    close: async () => undefined,
  };
}
