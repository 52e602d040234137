import { describe, expect, it } from 'vitest';
import { handlingOf, type RequestFacts } from './policy';

const ORIGIN = 'https://app.ledgerline.test';
const PRECACHED = new Set(['/index.html', '/assets/index-abc123.js', '/icons/icon-192.png']);

const facts = (url: string, init: Partial<Omit<RequestFacts, 'url'>> = {}): RequestFacts => ({ url: new URL(url, ORIGIN), method: 'GET', mode: 'cors', ...init });
const handling = (url: string, init?: Partial<Omit<RequestFacts, 'url'>>) => handlingOf(facts(url, init), ORIGIN, PRECACHED);

describe('what the service worker does with a request', () => {
  it('leaves every API, sign-in and health answer to the network, even one it was asked to keep', () => {
    const policy = (url: string) => handlingOf(facts(url), ORIGIN, new Set([new URL(url, ORIGIN).pathname]));
    for (const url of ['/api/accounts', '/db_api/transactions?page=2', '/auth/@me', '/healthz', '/api/chat/response']) expect(policy(url), url).toBe('network');
    for (const url of ['/api/accounts', '/auth/@me']) expect(handling(url, { mode: 'navigate' }), url).toBe('network');
  });

  it('answers page navigations (from the network, the shell offline)', () => {
    for (const url of ['/', '/dashboard', '/transactions?category=FOOD_AND_DRINK', '/callback?code=x&state=y']) expect(handling(url, { mode: 'navigate' }), url).toBe('navigation');
  });

  it("serves the build's kept files, and nothing else, from its cache", () => {
    expect(handling('/assets/index-abc123.js')).toBe('precached');
    expect(handling('/icons/icon-192.png')).toBe('precached');
    expect(handling('/assets/index-other.js')).toBe('network');
    expect(handling('/favicon.svg')).toBe('network');
  });

  it('never answers a write, nor another origin', () => {
    expect(handling('/assets/index-abc123.js', { method: 'POST' })).toBe('network');
    expect(handling('/dashboard', { method: 'POST', mode: 'navigate' })).toBe('network');
    expect(handlingOf(facts('https://cdn.plaid.com/link/v2/stable/link-initialize.js'), ORIGIN, PRECACHED)).toBe('network');
    expect(handlingOf(facts('https://auth.example.com/assets/index-abc123.js'), ORIGIN, PRECACHED)).toBe('network');
  });
});
