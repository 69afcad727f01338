// A tiny in-process HTTP server for stand-ins of outside services: it records every request and
// answers with the stand-in's handler. Tests point the connectors' *_API_BASE at it.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export type Handler = (
  request: Recorded,
) => { status?: number; json: unknown } | Promise<{ status?: number; json: unknown }>;

export interface StandIn {
  base: string;
  requests: Recorded[];
  close(): Promise<void>;
}

export async function startStandIn(handler: Handler): Promise<StandIn> {
  const requests: Recorded[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const recorded = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(recorded);
      void Promise.resolve(handler(recorded)).then(({ status = 200, json }) => {
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
