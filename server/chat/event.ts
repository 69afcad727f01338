// What one instance tells every instance (itself included): a frame for the sockets of a
// conversation's visitor, of the tenant's agents, or of both.
import type { ServerFrame } from './frames';

export interface ChatEvent {
  tenantId: number;
  visitorId: number;
  to: 'agents' | 'visitor' | 'both';
  frame: ServerFrame;
}

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
