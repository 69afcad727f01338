// A throwaway PGlite served on a loopback port, as the database tool's registered target in tests
// on any project (PGlite or PostgreSQL product): node-postgres speaks the wire protocol to it, and
// PGlite answers each chunk through execProtocolRaw (it handles the startup and any password).
// PGlite has one session, so the server answers one chunk at a time, in order.
import net from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import type { DatabaseTarget } from '../../../server/connectors/database-target';

export interface TargetDatabase {
  /** The registration body of the 数据库连接 screen for this target. */
  registration(name: string): DatabaseTarget & { name: string };
  /** A query on the target itself, to see what a script did there. */
  query<T>(sql: string): Promise<T[]>;
  /** Holds the next message a client sends until `release`; `asked` settles when it arrives. */
  holdNext(): { asked: Promise<void>; release(): void };
  close(): Promise<void>;
}

export async function startTargetDatabase(): Promise<TargetDatabase> {
  const db = await PGlite.create();
  const sockets = new Set<net.Socket>();
  let turn = Promise.resolve();
  let hold: { arrived(): void; released: Promise<void> } | null = null;
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => {
      const held = hold;
      hold = null;
      held?.arrived();
      turn = turn.then(async () => {
        await held?.released;
        const answer = await db.execProtocolRaw(new Uint8Array(chunk));
        if (!socket.destroyed) socket.write(Buffer.from(answer));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    registration: (name) => ({
      name,
      host: '127.0.0.1',
      port,
      database: 'postgres',
      user: 'postgres',
      password: 'target-pass',
      ssl: false,
    }),
    query: async <T>(sql: string) => (await db.query<T>(sql)).rows,
    holdNext: () => {
      let arrived!: () => void;
      let release!: () => void;
      const asked = new Promise<void>((resolve) => (arrived = resolve));
      hold = { arrived, released: new Promise<void>((resolve) => (release = resolve)) };
      return { asked, release };
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await turn;
      await db.close();
    },
  };
}
