// A server that shuts down (SIGTERM, restart) drops its chat sockets instead of closing them: the
// clients see 1006, the one code on which they reconnect (spec §4), and so come back by themselves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentSocket, createChatApp, type ChatTestApp } from './helpers/chat-setup';

let t: ChatTestApp;
beforeAll(async () => {
  t = await createChatApp();
});
afterAll(() => t.close());

describe('chat sockets on shutdown', () => {
  it('are dropped (1006), not closed, and the shutdown does not wait for them', async () => {
    const agent = await agentSocket(t, t.adminToken);
    const started = Date.now();
    await t.app.close();
    expect((await agent.closed).code).toBe(1006);
    // A clean close would wait for the client's answer; a dropped socket ends at once.
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
