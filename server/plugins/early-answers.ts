// index.html, on an address whose page asks for some answers as soon as it is parsed (the login
// page's captcha, its largest paint: docs/performance.md), sent with those answers in it: the
// server asks its own routes as it sends the page, and the page takes the answers without a round
// trip (scripts/build/early-answers.ts). Only what a visitor without a session may GET. Both files
// are read again after a build (built-file.ts), and the page's policy allows the answers' script
// by its hash.
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EARLY_ANSWERS_SLOT, EARLY_REQUESTS_FILE, earlyAnswersScript } from '../../scripts/build/early-answers';
import { builtFile } from './built-file';
import { EMBEDDABLE_PAGE, pagePolicy, setPagePolicy } from './security-headers';

/**
 * The page is not held back longer than this for an answer (a database that does not answer
 * takes seconds to turn into a 503, server/db/client.ts): without it, the page asks for it
 * itself. A captcha takes ~3 ms here.
 */
const ANSWER_WITHIN_MS = 300;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface EarlyPages {
  /** The early request urls of the page on `pathname`, if it has any. */
  urlsFor(pathname: string): string[] | undefined;
  /** Sends index.html with the answers the routes gave within the time allowed. */
  send(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, urls: string[]): Promise<FastifyReply>;
}

/**
 * Over what the build wrote, as it is now: a build without early requests (or before them) has no
 * early pages, and index.html is sent as it is.
 */
export function earlyPages(distDir: string, indexHtml: () => string | null): EarlyPages {
  const requests = builtFile(
    path.join(distDir, EARLY_REQUESTS_FILE),
    (text) => JSON.parse(text) as Record<string, string[]>,
  );
  return {
    urlsFor(pathname) {
      const byAddress = requests();
      if (!byAddress || !indexHtml()?.includes(EARLY_ANSWERS_SLOT)) return undefined;
      return Object.hasOwn(byAddress, pathname) ? byAddress[pathname] : undefined;
    },
    async send(app, request, reply, urls) {
      const html = indexHtml() ?? '';
      const answers = await answersFor(app, request, urls);
      const page = Object.keys(answers).length ? html.replace(EARLY_ANSWERS_SLOT, earlyAnswersScript(answers)) : html;
      // Answers such as a captcha are single use: the page is never kept to be shown again.
      reply.header('cache-control', 'no-store').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
      setPagePolicy(reply, pagePolicy(page, EMBEDDABLE_PAGE.test(request.url)));
      const accepted = String(request.headers['accept-encoding'] ?? '');
      if (/\bbr\b/.test(accepted))
        return reply
          .header('content-encoding', 'br')
          .send(await brotli(page, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }));
      if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(await gzip(page));
      return reply.send(page);
    },
  };
}

async function answersFor(
  app: FastifyInstance,
  request: FastifyRequest,
  urls: string[],
): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  await Promise.all(
    urls.map(async (url) => {
      // As the visitor would have asked: from their address and in their language, with no session.
      const asked = app.inject({
        method: 'GET',
        url,
        remoteAddress: request.ip,
        headers: pick(request.headers, ['accept-language', 'user-agent']),
      });
      asked.catch(() => undefined);
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ANSWER_WITHIN_MS)));
      // Whatever goes wrong, the page is still sent, and asks for this answer itself.
      const response = await Promise.race([asked, late])
        .catch(() => null)
        .finally(() => clearTimeout(timer));
      if (response?.statusCode !== 200 || !String(response.headers['content-type']).startsWith('application/json'))
        return;
      try {
        answers[url] = response.json();
      } catch {
        // not JSON after all: left out
      }
    }),
  );
  return answers;
}

function pick(headers: FastifyRequest['headers'], names: string[]): Record<string, string> {
  return Object.fromEntries(
    names.flatMap((name) => (typeof headers[name] === 'string' ? [[name, headers[name]]] : [])),
  );
}
