// A real websocket client for the chat tests: collects every frame, so a test can wait for the
// next frame of a type without racing the server.
import { WebSocket } from 'ws';

export type Frame = { type: string } & Record<string, unknown>;

export interface ChatClient {
  socket: WebSocket;
  send(frame: unknown): void;
  /** The first not yet taken frame of `type`, waiting up to `timeoutMs` for it. */
  next(type: string, timeoutMs?: number): Promise<Frame>;
  /** Frames received and not taken yet. */
  pending(): Frame[];
  closed: Promise<{ code: number }>;
}

/** Opens a socket; rejects with the HTTP status when the handshake is refused. */
export function connect(url: string, origin?: string): Promise<ChatClient> {
  const socket = new WebSocket(url, origin ? { origin } : {});
  const frames: Frame[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data) => {
    frames.push(JSON.parse(data.toString()) as Frame);
    waiters.splice(0).forEach((wake) => wake());
  });
  const closed = new Promise<{ code: number }>((resolve) => socket.on('close', (code) => resolve({ code })));
  const client: ChatClient = {
    socket,
    closed,
    send: (frame) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    pending: () => [...frames],
    next: (type, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no "${type}" frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`)),
          timeoutMs,
        );
        const look = () => {
          const index = frames.findIndex((frame) => frame.type === type);
          if (index < 0) return void waiters.push(look);
          clearTimeout(timer);
          resolve(frames.splice(index, 1)[0]!);
        };
        look();
      }),
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
    socket.once('error', reject);
  });
}
