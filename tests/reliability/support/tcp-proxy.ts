// A TCP proxy in front of PostgreSQL that a test can break and mend, so "the database went away"
// is exercised without stopping the shared cluster other test files use.
import net from 'node:net';

export interface TcpProxy {
  url: string;
  /** 'refuse': connections are reset at once (the database is down); 'blackhole': they are
   * accepted and never answered (a dead host or network); both drop the live connections. */
  cut(mode: 'refuse' | 'blackhole'): void;
  /** Like a SIGSTOPped server: every connection, open or new, stays open but nothing is passed
   * on in either direction; what was sent is held and delivered by mend(). */
  freeze(): void;
  mend(): void;
  /** New connections go to `targetUrl` from now on (a server replaced behind its address). */
  retarget(targetUrl: string): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetUrl: string): Promise<TcpProxy> {
  let target = new URL(targetUrl);
  let mode: 'open' | 'refuse' | 'blackhole' | 'frozen' = 'open';
  const sockets = new Set<net.Socket>();
  // What frozen connections sent, in order, for delivery on mend().
  let held: { to: net.Socket; chunk: Buffer }[] = [];
  const forward = (from: net.Socket, to: net.Socket) =>
    from.on('data', (chunk: Buffer) => {
      if (mode === 'frozen') held.push({ to, chunk });
      else to.write(chunk);
    });
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => undefined);
    if (mode === 'refuse') return void client.resetAndDestroy();
    if (mode === 'blackhole') return;
    const upstream = net.connect(Number(target.port), target.hostname);
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    // One side closing closes the other after what it sent (as pipe() would).
    upstream.on('end', () => client.end());
    client.on('end', () => upstream.end());
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    cut(next) {
      mode = next;
      for (const socket of sockets) socket.destroy();
    },
    freeze() {
      mode = 'frozen';
    },
    mend() {
      mode = 'open';
      for (const { to, chunk } of held) if (!to.destroyed) to.write(chunk);
      held = [];
    },
    retarget(next) {
      target = new URL(next);
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
