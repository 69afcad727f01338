// Closing (SIGTERM → app.close()): a request in flight finishes with its answer; a request that
// still arrives on an open keep-alive connection gets 503 {status, message} and Connection: close.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../server/helpers/app';

let t: TestApp;
let port: number;
let release: () => void;
let started: Promise<void>;
beforeAll(async () => {
  t = await createTestApp();
  let markStarted: () => void;
  started = new Promise((resolve) => (markStarted = resolve));
  const done = new Promise<void>((resolve) => (release = resolve));
  // A request that is in flight for as long as the test wants.
  t.app.get('/test/slow', { config: { public: true } }, async () => {
    markStarted();
    await done;
    return { finished: true };
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.testDb.dispose());

/** The raw bytes a keep-alive connection receives until the server closes it. */
function connection() {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  const ended = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  return { socket, ended };
}

describe('closing', () => {
  it('lets the request in flight finish and answers a later one on the same connection with 503 {status, message}', async () => {
    const { socket, ended } = connection();
    socket.write('GET /test/slow HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n');
    await started;
    const closed = t.app.close();
    // Pipelined after close() began: the server reads it while the first answer is pending.
    socket.write('GET /prod-api/auth/publicKey HTTP/1.1\r\nHost: x\r\nLanguage: en\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    const text = await ended;
    await closed;
    const answers = text.split(/(?=HTTP\/1\.1 )/);
    expect(answers).toHaveLength(2);
    expect(answers[0]).toMatch(/^HTTP\/1\.1 200/);
    expect(answers[0]).toContain('{"finished":true}');
    expect(answers[1]).toMatch(/^HTTP\/1\.1 503/);
    expect(answers[1]!.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(answers[1]!.slice(answers[1]!.indexOf('\r\n\r\n') + 4))).toEqual({
      status: 503,
      message: 'The server is shutting down, please try again shortly',
    });
  });
});
