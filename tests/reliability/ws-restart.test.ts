// Chat websockets through a restart of the real server process, on the database DATABASE_URL names
// (200 clients: 190 visitors, 10 agent tabs) or, without it, on PGlite (100: 90 visitors, 10 agents):
// every client comes back by itself within the spec's 3 reconnects, and every message sent before
// the restart, in flight when it came, while the clients had no socket, and after it, is stored once
// and held once by every client that should have it (by server id), with no message frame sent
// twice on a socket. Ticket and list calls give up after the browser's 5 s.
//
// On PostgreSQL the restart is the one a deployment behind a reverse proxy does: the new process
// starts on the same database (its own port and data folder), then the old one gets SIGTERM (it
// drops its sockets: 1006) and the proxy sends new connections to the new one. PGlite allows one
// process per data folder, so there it is the plain restart of `npm start`: SIGTERM, exit, the new
// process on the same folder, while the clients find nothing listening.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../src/lib/chat-protocol';
import { createPostgresDatabase } from '../server/helpers/database';
import { httpLogin } from './support/http-login';
import { startServer, type ServerProcess } from './support/server-process';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy';
import { AgentPeer, stubBrowserSocket, VisitorPeer, type ChatPeer } from './support/ws-chat-peers';

const postgresUrl = process.env.DATABASE_URL || undefined;
const VISITORS = postgresUrl ? 190 : 90;
const AGENTS = 10;
const PASSWORD = 'reliability-pass-1';

let env: Record<string, string>;
let dataDirs: string[];
let cleanup: () => Promise<void>;
beforeAll(async () => {
  const created = postgresUrl ? await createPostgresDatabase(postgresUrl) : undefined;
  // On PostgreSQL one data folder per process (each takes its folder's lock); PGlite's database is its folder.
  dataDirs = await Promise.all((created ? [0, 1] : [0]).map(() => mkdtemp(path.join(tmpdir(), 'bo-ws-restart-'))));
  // TRUST_PROXY: each visitor comes from its own address (X-Forwarded-For), as behind a real proxy;
  // from one address the public session call would refuse the 21st new visitor (429).
  env = { ...(created ? { DATABASE_URL: created.url } : {}), ADMIN_PASSWORD: PASSWORD, TRUST_PROXY: 'true' };
  cleanup = async () => {
    await created?.drop();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  };
});
afterAll(() => cleanup());

async function until(what: () => string[], timeoutMs: number, label: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const missing = what();
    if (missing.length === 0) return;
    if (Date.now() > deadline)
      throw new Error(
        `${label}: still waiting after ${timeoutMs} ms for ${missing.length}: ${missing.slice(0, 5).join('; ')}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** People do not all press send in the same millisecond: each client's send comes within SPREAD_MS. */
const SPREAD_MS = 2000;
const spread = <T>(peers: T[], act: (peer: T, index: number) => void) =>
  Promise.all(
    peers.map(
      (peer, index) =>
        new Promise<void>((resolve) => setTimeout(() => resolve(act(peer, index)), Math.random() * SPREAD_MS)),
    ),
  );

const notOpen = (peers: ChatPeer[], opens: number) => () =>
  peers.flatMap((peer, index) =>
    peer.state === 'open' && peer.opens >= opens ? [] : [`client ${index}: ${peer.state}, ${peer.opens} opens`],
  );
const unacknowledged = (peers: ChatPeer[]) => () =>
  peers.flatMap((peer) =>
    peer.sent
      .filter((sent) => !peer.acknowledged.has(sent.clientId))
      .map(
        (sent) =>
          `message ${sent.clientId} of conversation ${sent.conversationId} (client ${peer.state}, ${peer.opens} opens, errors ${peer.errors.join()})`,
      ),
  );

async function storedMessages(base: string, token: string, conversationId: number): Promise<ChatMessage[]> {
  const response = await fetch(`${base}/prod-api/imchat/service/history`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify({ conversationId, size: 200 }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { rows: ChatMessage[] }).rows;
}

describe(`${VISITORS + AGENTS} chat websockets through a server restart on ${postgresUrl ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('all reconnect; no message lost or duplicated', { timeout: 240_000 }, async () => {
    let server: ServerProcess = await startServer({ ...env, DATA_DIR: dataDirs[0]! });
    const started = [server];
    const proxy: TcpProxy = await startTcpProxy(server.base);
    // The one address the clients know.
    const base = proxy.url.replace(/\/$/, '');
    const peers: ChatPeer[] = [];
    const failures: string[] = [];
    try {
      const token = await httpLogin(base, 'admin', PASSWORD);
      const config = (await (
        await fetch(`${base}/prod-api/im/config`, { headers: { authorization: token } })
      ).json()) as { siteKey: string };
      stubBrowserSocket(base, failures);

      // Visitors arrive 20 at a time (a first connect that fails is not retried, as in the browser).
      const visitors: VisitorPeer[] = [];
      while (visitors.length < VISITORS) {
        const arriving = Array.from({ length: Math.min(20, VISITORS - visitors.length) }, (_, offset) => {
          const index = visitors.length + offset;
          return new VisitorPeer(base, config.siteKey, `10.9.${index >> 8}.${index & 255}`, failures);
        });
        visitors.push(...arriving);
        peers.push(...arriving);
        await until(notOpen(arriving, 1), 60_000, 'first connections');
      }
      const agents = Array.from({ length: AGENTS }, () => new AgentPeer(base, token, failures));
      peers.push(...agents);
      await until(notOpen(agents, 1), 60_000, 'first connections');
      // Each agent tab answers its own slice of the conversations.
      const answerOne = (label: string) => (visitor: VisitorPeer, index: number) =>
        agents[index % AGENTS]!.send(visitor.conversationId, `${label} to ${index}`);
      const answer = (label: string) => spread(visitors, answerOne(label));

      // Before: a question from every visitor and an answer to each, all acknowledged.
      await spread(visitors, (visitor) => visitor.say('before'));
      await until(unacknowledged(visitors), 60_000, 'visitor messages before the restart');
      await answer('before');
      await until(unacknowledged(agents), 60_000, 'agent messages before the restart');

      // The restart: messages in flight (all at once) as SIGTERM lands on the old process, more
      // while the clients have no socket (queued by them, sent on reconnect).
      const old = server;
      const startNext = async (dataDir: string) => {
        server = await startServer({ ...env, DATA_DIR: dataDir });
        started.push(server);
      };
      if (postgresUrl) await startNext(dataDirs[1]!);
      visitors.forEach((visitor) => visitor.say('in flight'));
      old.child.kill('SIGTERM');
      if (postgresUrl) proxy.retarget(server.base);
      visitors.forEach((visitor) => visitor.say('while down'));
      visitors.forEach(answerOne('while down'));
      expect(await old.exited, old.output()).toBe(0);
      if (!postgresUrl) {
        await startNext(dataDirs[0]!);
        proxy.retarget(server.base);
      }
      await until(notOpen(peers, 2), 60_000, 'reconnections');
      await until(unacknowledged(peers), 60_000, 'messages sent around the restart');

      // After: one more each way.
      await Promise.all([spread(visitors, (visitor) => visitor.say('after')), answer('after')]);
      await until(unacknowledged(peers), 60_000, 'messages after the restart');

      // What the server stored: every message sent, once, with seqs 1..n.
      const stored = new Map<number, ChatMessage[]>();
      for (const visitor of visitors)
        stored.set(visitor.conversationId, await storedMessages(base, token, visitor.conversationId));
      const sentTo = new Map<number, string[]>();
      for (const sent of peers.flatMap((peer) => peer.sent))
        sentTo.set(sent.conversationId, [...(sentTo.get(sent.conversationId) ?? []), sent.clientId]);
      expect(stored.size).toBe(VISITORS);
      for (const [conversationId, rows] of stored) {
        expect(rows.map((row) => row.seq)).toEqual(rows.map((_, index) => index + 1));
        expect(rows.map((row) => row.clientId).sort(), `conversation ${conversationId}`).toEqual(
          [...(sentTo.get(conversationId) ?? [])].sort(),
        );
        expect(rows).toHaveLength(7);
      }

      // What each client holds: exactly the stored messages of its conversations, by server id.
      const ids = (rows: readonly ChatMessage[] | undefined) => (rows ?? []).map((row) => row.id);
      const differences = () => [
        ...visitors.flatMap((visitor, index) =>
          JSON.stringify(ids(visitor.conversations.get(visitor.conversationId))) ===
          JSON.stringify(ids(stored.get(visitor.conversationId)))
            ? []
            : [`visitor ${index}`],
        ),
        ...agents.flatMap((agent, index) =>
          [...stored]
            .filter(
              ([conversationId, rows]) =>
                JSON.stringify(ids(agent.conversations.get(conversationId))) !== JSON.stringify(ids(rows)),
            )
            .map(([conversationId]) => `agent ${index}, conversation ${conversationId}`),
        ),
      ];
      await until(differences, 30_000, 'clients holding what the server stored');
      for (const peer of peers) {
        expect(peer.gaveUp).toBe(false);
        expect(peer.liveDuplicates).toEqual([]);
        expect(peer.errors).toEqual([]);
      }
      for (const visitor of visitors) expect(visitor.conversations.size).toBe(1);
      console.log(`ws restart: ${peers.length} clients, ${[...stored.values()].flat().length} messages`);
    } catch (error) {
      console.log(failures.slice(0, 10).join('\n'), failures.length, server.output().slice(-4000));
      throw error;
    } finally {
      peers.forEach((peer) => peer.close());
      vi.unstubAllGlobals();
      await proxy.close();
      for (const process of started) process.child.kill('SIGTERM');
      await Promise.all(started.map((process) => process.exited));
    }
  });
});
