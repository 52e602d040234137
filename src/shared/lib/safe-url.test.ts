import { describe, expect, it } from 'vitest';
import { isInAppHref, safeMarkdownUrl } from './safe-url';

describe('safeMarkdownUrl', () => {
  it.each([
    'https://example.com/a?b=c',
    'http://example.com',
    'irc://irc.example.net/room',
    'ircs://irc.example.net/room',
    'mailto:help@ledgerline.app',
    'xmpp:someone@example.com',
    'HTTPS://EXAMPLE.COM',
    '/transactions?start_date=2026-10-01&end_date=2026-10-31',
    'transactions',
    '#top',
    '?page=2',
    '/merchantinsights?path=a:b',
  ])('keeps %s', (url) => {
    expect(safeMarkdownUrl(url)).toBe(url);
  });

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', 'vbscript:msgbox', 'file:///etc/passwd', 'ftp://example.com'])(
    'blanks %s',
    (url) => {
      expect(safeMarkdownUrl(url)).toBe('');
    },
  );
});

describe('isInAppHref', () => {
  it('is true for relative links only', () => {
    expect(isInAppHref('/transactions?start_date=2026-10-01')).toBe(true);
    expect(isInAppHref('https://example.com')).toBe(false);
    expect(isInAppHref('mailto:a@b.c')).toBe(false);
    expect(isInAppHref('//evil.example')).toBe(false);
    expect(isInAppHref('')).toBe(false);
  });
});
