// Social publishing: one post sent to one account. `SocialConnector` is the seam (a platform SDK
// can implement it); `httpSocialConnector` is the generic implementation: a JSON POST to the
// account's endpoint with its write-only token as a bearer token, through the SSRF guard
// (social-guard.ts). Failures are thrown as SocialPublishError with the text the service gave,
// which the post keeps and the list shows.
import http from 'node:http';
import https from 'node:https';
import { endpointProblem, allowedOrigins, guardedLookup } from './social-guard';

const TIMEOUT_MS = 10_000;
const MAX_ANSWER_BYTES = 64 * 1024;

export interface SocialAccount {
  endpoint: string;
  accessToken?: string;
  platform?: string;
  handle?: string;
  appId?: string;
}

export interface SocialPost {
  /** Stable per post: sent as Idempotency-Key, so a service that honours it never posts twice. */
  key: string;
  title: string;
  content: string;
  link?: string;
}

export interface Published {
  remoteId: string;
  remoteUrl: string;
}

export interface SocialConnector {
  publish(post: SocialPost): Promise<Published>;
}

export class SocialPublishError extends Error {
  override name = 'SocialPublishError';
}

interface Answer {
  status: number;
  body: string;
}

function post(endpoint: string, payload: string, headers: Record<string, string>): Promise<Answer> {
  const url = new URL(endpoint);
  const client = url.protocol === 'https:' ? https : http;
  const lookup = allowedOrigins().has(url.origin) ? undefined : guardedLookup;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(payload) },
        lookup,
        timeout: TIMEOUT_MS,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES) request.destroy(new Error('the answer is too large'));
          else chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
    request.on('error', reject);
    request.end(payload);
  });
}

const parsed = (text: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** The service's own words for a failure: its `error` or `message`, else the status. */
function failureText({ status, body }: Answer): string {
  const json = parsed(body);
  const said = [json.error, json.message, json.errmsg].find(
    (value) => typeof value === 'string' && value.trim() !== '',
  ) as string | undefined;
  return `HTTP ${status}${said ? `: ${said.slice(0, 300)}` : ''}`;
}

export function httpSocialConnector(account: SocialAccount): SocialConnector {
  return {
    async publish(item) {
      const problem = endpointProblem(account.endpoint);
      if (problem) throw new SocialPublishError(`endpoint refused: ${problem}`);
      const payload = JSON.stringify({
        ...item,
        platform: account.platform ?? '',
        handle: account.handle ?? '',
        appId: account.appId ?? '',
      });
      const headers: Record<string, string> = { 'content-type': 'application/json', 'idempotency-key': item.key };
      if (account.accessToken) headers.authorization = `Bearer ${account.accessToken}`;
      let answer: Answer;
      try {
        answer = await post(account.endpoint, payload, headers);
      } catch (error) {
        throw new SocialPublishError(error instanceof Error ? error.message : String(error));
      }
      // Redirects are not followed: the target of one was never checked.
      if (answer.status < 200 || answer.status >= 300) throw new SocialPublishError(failureText(answer));
      const json = parsed(answer.body);
      return { remoteId: String(json.id ?? ''), remoteUrl: typeof json.url === 'string' ? json.url : '' };
    },
  };
}
