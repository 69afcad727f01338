// Presence (docs/api.md "Chat"): this instance counts its sockets per member and keeps a shared row
// per member in chat_presence. Visitors are told whether any agent of the tenant is connected,
// agents whether a visitor is; a frame goes out when a member's first socket anywhere opens or
// their last one closes. Operations run one at a time, so a quick close-and-reopen stays in order.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { TicketOwner } from '../repositories/chat-access';
import type { ChatPresenceRepository, Member } from '../repositories/chat-presence';
import type { ChatBus } from './event';

const memberOf = (owner: TicketOwner): Member =>
  owner.kind === 'agent'
    ? { tenantId: owner.tenantId, kind: 'agent', memberId: owner.userId }
    : { tenantId: owner.tenantId, kind: 'visitor', memberId: owner.visitorId };

export function createPresence(repo: ChatPresenceRepository, bus: ChatBus, log: FastifyBaseLogger, refreshMs: number) {
  const instanceId = randomUUID();
  const sockets = new Map<string, number>();
  const keyOf = (member: Member) => `${member.tenantId}:${member.kind}:${member.memberId}`;

  let queue = Promise.resolve();
  // After close() the rows are gone and the database may be too: sockets closing during shutdown
  // change nothing.
  let closed = false;
  const serial = (work: () => Promise<void>) => {
    queue = queue
      .then(() => (closed ? undefined : work()))
      .catch((err: unknown) => log.error({ err }, 'chat presence failed'));
    return queue;
  };

  const agentsOnline = async (tenantId: number) => (await repo.online(tenantId, 'agent')).size > 0;

  const announce = async (member: Member, online: boolean): Promise<void> => {
    const { tenantId, memberId } = member;
    if (member.kind === 'visitor') {
      return bus.publish({
        tenantId,
        visitorId: memberId,
        to: 'agents',
        frame: { type: 'presence', kind: 'visitor', visitorId: memberId, online },
      });
    }
    // An agent leaving matters to visitors only when it was the last one.
    if (!online && (await agentsOnline(tenantId))) return;
    return bus.publish({ tenantId, visitorId: 0, to: 'visitors', frame: { type: 'presence', kind: 'agents', online } });
  };

  const timer = setInterval(() => void serial(() => repo.refresh(instanceId)), refreshMs);
  timer.unref();

  return {
    agentsOnline,
    online: repo.online,
    join: (owner: TicketOwner) =>
      serial(async () => {
        const member = memberOf(owner);
        const count = (sockets.get(keyOf(member)) ?? 0) + 1;
        sockets.set(keyOf(member), count);
        if (count > 1) return;
        await repo.join(instanceId, member);
        await announce(member, true);
      }),
    leave: (owner: TicketOwner) =>
      serial(async () => {
        const member = memberOf(owner);
        const count = (sockets.get(keyOf(member)) ?? 0) - 1;
        if (count > 0) return void sockets.set(keyOf(member), count);
        sockets.delete(keyOf(member));
        await repo.leave(instanceId, member);
        const elsewhere = await repo.online(member.tenantId, member.kind, { ids: [member.memberId] });
        if (elsewhere.size === 0) await announce(member, false);
      }),
    async close(): Promise<void> {
      clearInterval(timer);
      await serial(async () => {
        closed = true;
        await repo.leaveAll(instanceId);
      });
    },
  };
}

export type Presence = ReturnType<typeof createPresence>;
