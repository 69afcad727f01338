// The one rule for a stored URL (server/lib/stored-url.ts): http(s) with a host, or a site path.
import { describe, expect, it } from 'vitest';
import { isStoredUrl, isStoredUrlList } from '../../server/lib/stored-url';

describe('isStoredUrl', () => {
  it.each([
    '',
    'https://cdn.example/a.png',
    'HTTP://cdn.example:8080/a.png?x=1#y',
    'http://127.0.0.1/a',
    '/prod-api/api/materials/file/a.png',
    '/',
  ])('takes %j', (url) => {
    expect(isStoredUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:image/png;base64,AAAA',
    'vbscript:msgbox(1)',
    '//evil.example/a.png',
    '/\\evil.example/a.png',
    'https://',
    'https:///a.png',
    'https:\\\\evil.example',
    'ftp://files.example/a',
    'a.png',
    ' https://cdn.example/a.png',
    'https://cdn.example/a b.png',
    '/a\nb',
  ])('refuses %j', (url) => {
    expect(isStoredUrl(url)).toBe(false);
  });
});

describe('isStoredUrlList', () => {
  it('checks every line, blank lines allowed', () => {
    expect(isStoredUrlList('https://cdn.example/a.png\n\n/b.png\r\n')).toBe(true);
    expect(isStoredUrlList('https://cdn.example/a.png\njavascript:alert(1)')).toBe(false);
  });
});
