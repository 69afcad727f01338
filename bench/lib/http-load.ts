// One load run with autocannon on loopback: requests per second and latency percentiles.
import autocannon, { type Request } from 'autocannon';

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Answers outside 2xx, connection errors (timeouts included): any of them spoils the figure. */
  non2xx: number;
  errors: number;
}

export interface LoadOptions {
  url: string;
  method?: Request['method'];
  headers?: Record<string, string>;
  body?: string;
  /** Builds each request's body afresh (unique names for a create). */
  bodyFor?: (sequence: number) => string;
  connections?: number;
  durationSeconds?: number;
  /** A fixed number of requests instead of a duration (login: one captcha id per request). */
  amount?: number;
}

export async function load(options: LoadOptions): Promise<LoadFigures> {
  let sequence = 0;
  const { bodyFor } = options;
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...options.headers },
    body: options.body,
    connections: options.connections ?? 10,
    duration: options.durationSeconds ?? 5,
    amount: options.amount,
    requests: bodyFor ? [{ setupRequest: (request) => ({ ...request, body: bodyFor(sequence++) }) }] : undefined,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
