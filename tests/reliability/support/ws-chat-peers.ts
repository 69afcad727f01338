// Chat clients for the websocket restart test, built on the browser's own socket code
// (src/lib/chat-socket.ts: fresh ticket per connect, reconnect after about 1, 3 and 9 s on 1006, resend
// of unacknowledged messages under the same clientId) and message merging (src/lib/chat-protocol.ts),
// with what the visitor widget and the agent's chat page do around them: resume from the last seq
// after every (re)connect. Each peer records what it received, so the test can check delivery.
import { WebSocket as NodeWebSocket } from 'ws';
import { vi } from 'vitest';
import { lastSeqOf, mergeMessages, type ChatMessage, type ServerFrame } from '../../../src/lib/chat-protocol';
import { openChatSocket, type ChatSocket, type SocketState } from '../../../src/lib/chat-socket';

/** Gives chat-socket.ts what it takes from the browser: a WebSocket that sends the page's Origin,
 * and window.location pointing at the server. Undone by vi.unstubAllGlobals(). */
export function stubBrowserSocket(base: string, failures: string[]): void {
  const origin = new URL(base).origin;
  class BrowserLikeSocket extends NodeWebSocket {
    constructor(url: string) {
      super(url, { origin });
      // What made a connect fail (the browser code only sees 1006): kept for the test's messages.
      this.on('error', (error) => failures.push(`${new Date().toISOString()} socket: ${error.message}`));
    }
  }
  vi.stubGlobal('WebSocket', BrowserLikeSocket);
  vi.stubGlobal('window', { WebSocket: BrowserLikeSocket, location: new URL(base) });
}

/** The browser's API client gives up on a call after this (REQUEST_TIMEOUT_MS, src/lib/api-client.ts):
 * a ticket that comes later is, for the socket, a failed attempt. */
const BROWSER_REQUEST_TIMEOUT_MS = 5000;

export interface Sent {
  clientId: string;
  conversationId: number;
}

export abstract class ChatPeer {
  state: SocketState = 'closed';
  opens = 0;
  /** Ever reached 'closed' after its first open: it gave up reconnecting. */
  gaveUp = false;
  readonly conversations = new Map<number, ChatMessage[]>();
  readonly sent: Sent[] = [];
  readonly acknowledged = new Set<string>();
  /** A `message` frame for a server id this connection had already been sent as `message`. */
  readonly liveDuplicates: number[] = [];
  /** `error` frames: none is expected. */
  readonly errors: string[] = [];
  private liveSeen = new Set<number>();
  protected socket!: ChatSocket;

  protected start(ticket: () => Promise<string>, failures: string[]): void {
    this.socket = openChatSocket({
      address: () =>
        ticket().then(
          (value) => ({ ticket: value }),
          (error: unknown) => {
            failures.push(`${new Date().toISOString()} ticket: ${String(error)}`);
            throw error;
          },
        ),
      onFrame: (frame) => this.onFrame(frame),
      onState: (state) => {
        this.state = state;
        if (state === 'closed' && this.opens > 0) this.gaveUp = true;
      },
      onOpen: (reconnected) => {
        this.opens += 1;
        this.liveSeen = new Set();
        this.resume(reconnected);
      },
    });
  }

  protected abstract resume(reconnected: boolean): void;

  protected merge(messages: readonly ChatMessage[]): void {
    for (const message of messages) {
      this.conversations.set(
        message.conversationId,
        mergeMessages(this.conversations.get(message.conversationId) ?? [], [message]),
      );
    }
  }

  private onFrame(frame: ServerFrame): void {
    switch (frame.type) {
      case 'ack':
        this.acknowledged.add(frame.clientId);
        this.merge([frame.message]);
        break;
      case 'message':
        if (this.liveSeen.has(frame.message.id)) this.liveDuplicates.push(frame.message.id);
        this.liveSeen.add(frame.message.id);
        this.merge([frame.message]);
        break;
      case 'history':
        this.merge(frame.messages);
        if (frame.more)
          this.socket.send({
            type: 'resume',
            conversationId: frame.conversationId,
            afterSeq: lastSeqOf(frame.messages),
          });
        break;
      case 'error':
        this.errors.push(JSON.stringify(frame));
        break;
    }
  }

  send(conversationId: number, text: string): void {
    const clientId = crypto.randomUUID();
    this.sent.push({ clientId, conversationId });
    this.socket.send({ type: 'message', clientId, conversationId, text });
  }

  close(): void {
    this.socket.close();
  }
}

/** The widget: a session per (re)connect with the kept visitor token, then `resume`. */
export class VisitorPeer extends ChatPeer {
  visitorToken: string | undefined;
  conversationId = 0;

  constructor(base: string, siteKey: string, forwardedFor: string, failures: string[]) {
    super();
    this.start(async () => {
      const response = await fetch(`${base}/prod-api/imchat/visitor/session`, {
        method: 'POST',
        // The server trusts its proxy here: each visitor comes from its own address, as in real use.
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        body: JSON.stringify({ siteKey, ...(this.visitorToken ? { visitorToken: this.visitorToken } : {}) }),
        signal: AbortSignal.timeout(BROWSER_REQUEST_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`visitor session: ${response.status}`);
      const session = (await response.json()) as { visitorToken: string; conversationId: number; ticket: string };
      this.visitorToken = session.visitorToken;
      this.conversationId = session.conversationId;
      return session.ticket;
    }, failures);
  }

  protected resume(): void {
    this.socket.send({ type: 'resume', afterSeq: lastSeqOf(this.conversations.get(this.conversationId) ?? []) });
  }

  say(text: string): void {
    this.send(this.conversationId, text);
  }
}

/** The agent's chat page: after a reconnect, the conversations held resume from their last seq
 * (taken at the moment of opening, before live frames can arrive) and any other conversation of
 * the list (`imchat/service/index`) from the start. */
export class AgentPeer extends ChatPeer {
  constructor(
    private readonly base: string,
    private readonly token: string,
    private readonly failures: string[],
  ) {
    super();
    this.start(async () => {
      const response = await fetch(`${base}/prod-api/imchat/service/connection`, {
        headers: { authorization: token },
        signal: AbortSignal.timeout(BROWSER_REQUEST_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`connection info: ${response.status}`);
      return ((await response.json()) as { ticket: string }).ticket;
    }, failures);
  }

  protected resume(reconnected: boolean): void {
    if (!reconnected) return;
    const held = [...this.conversations].map(([conversationId, messages]) => ({
      conversationId,
      afterSeq: lastSeqOf(messages),
    }));
    for (const frame of held) this.socket.send({ type: 'resume', ...frame });
    void this.resumeUnknown(new Set(held.map((frame) => frame.conversationId)));
  }

  private async resumeUnknown(held: Set<number>): Promise<void> {
    const response = await fetch(`${this.base}/prod-api/imchat/service/index`, {
      headers: { authorization: this.token },
      signal: AbortSignal.timeout(BROWSER_REQUEST_TIMEOUT_MS),
    });
    // Refused (the page would show the error): its conversations stay missing, and the test says so.
    if (!response.ok)
      return void this.failures.push(`${new Date().toISOString()} conversation list: ${response.status}`);
    const { rows } = (await response.json()) as { rows: { id: number }[] };
    for (const row of rows)
      if (!held.has(row.id)) this.socket.send({ type: 'resume', conversationId: row.id, afterSeq: 0 });
  }
}
