// Security headers on every answer, API and pages alike, by @fastify/helmet (docs/security.md,
// "Headers"): a Content-Security-Policy, X-Content-Type-Options nosniff, Referrer-Policy,
// X-Frame-Options and the rest of helmet's defaults. Pages (index.html) get the same policy with
// the sha256 hashes of their inline scripts (`pagePolicy`): the build's head scripts, and per
// request the early answers of /login. Answers that set a stricter policy themselves (uploaded
// files: `default-src 'none'`) keep theirs.
import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

const DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // antd's CSS-in-JS writes <style> elements and style attributes at run time.
  'style-src': ["'self'", "'unsafe-inline'"],
  // Stored pictures (logos, covers) may be on any http(s) host; the captcha is a data: image;
  // a picture chosen for upload is previewed from a blob: URL.
  'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
  'media-src': ["'self'", 'blob:', 'https:', 'http:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  // The app frames its own API page (/doc.html); no other site frames it.
  'frame-ancestors': ["'self'"],
};

/** Pages a company site embeds in an iframe on its own domain (the chat widget). */
export const EMBEDDABLE_PAGE = /^\/chat\/visitor([/?]|$)/;

const serialise = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The sha256 source of every inline script of a page (those without `src`). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes!))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
}

/**
 * The policy of a page: its own inline scripts allowed by hash, framed by any site if `embeddable`.
 * 'unsafe-eval' because Formily compiles the screen schemas' `{{ }}` expressions (x-reactions)
 * with `new Function`; inline script, the way injected markup runs, stays refused.
 */
export function pagePolicy(html: string, embeddable = false): string {
  return serialise({
    ...DIRECTIVES,
    'script-src': [...DIRECTIVES['script-src']!, "'unsafe-eval'", ...new Set(inlineScriptHashes(html))],
    'frame-ancestors': embeddable ? ['*'] : DIRECTIVES['frame-ancestors']!,
  });
}

/** Sends a page's policy; a page other sites embed also loses helmet's X-Frame-Options. */
export function setPagePolicy(reply: FastifyReply, policy: string): void {
  reply.header('content-security-policy', policy);
  if (policy.includes('frame-ancestors *')) reply.raw.removeHeader('x-frame-options');
}

export default fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: DIRECTIVES },
      frameguard: { action: 'sameorigin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Uploaded pictures are shown by generated sites on other domains and in the embedded chat widget.
      crossOriginResourcePolicy: false,
      // The server may sit behind plain HTTP on an internal network; HTTPS deployments set HSTS at their proxy.
      strictTransportSecurity: false,
    });
  },
  { name: 'security-headers' },
);
