// The one rule for a URL the server stores (a logo, a cover, a link…): http(s) with a host, or a
// path on this site (`/…`). Anything else could run script or leave the site when a page puts it
// in an href or src: `javascript:`, `data:`, `vbscript:`, and `//host` or `/\host`, which browsers
// read as another host. Schema fields opt in with `"format": "stored-url"` (or "stored-urls" for
// one URL per line); ajv checks them on every body (lib/validation.ts), and so do the routes
// whose bodies are not JSON-schema checked field by field (basic config entries).

export const STORED_URL = 'stored-url';
export const STORED_URLS = 'stored-urls';

const ABSOLUTE = /^https?:\/\/[^\s/?#\\]+[^\s\\]*$/i;
const SITE_PATH = /^\/(?![/\\])\S*$/;

/** Empty (no URL), an http(s) URL with a host, or a site path; nothing with white space or control characters. */
export function isStoredUrl(value: string): boolean {
  if (value === '') return true;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return false;
  return ABSOLUTE.test(value) || SITE_PATH.test(value);
}

/** One stored URL per line (blank lines allowed). */
export const isStoredUrlList = (value: string): boolean =>
  value.split(/\r?\n/).every((line) => isStoredUrl(line.trim()));

/** A body field holding a stored URL. */
export const storedUrlField = (maxLength: number) => ({ type: 'string', maxLength, format: STORED_URL }) as const;
