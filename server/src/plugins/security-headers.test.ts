import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig } from '../../test/app.ts';
import { loadConfig } from '../config.ts';
import { API_DOCS_CSP } from './api-docs.ts';
import { contentSecurityPolicyDirectives } from './security-headers.ts';

let app: FastifyInstance;
let apiDocsDir: string;

beforeAll(async () => {
  apiDocsDir = mkdtempSync(path.join(tmpdir(), 'ledgerline-api-docs-'));
  writeFileSync(path.join(apiDocsDir, 'index.html'), '<!doctype html><title>API</title>');
  app = await createTestApp({ apiDocsDir });
});
afterAll(() => app.close());

/** The CSP header as directive → sources. */
function directives(header: string | string[] | number | undefined): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('security headers', () => {
  it('sends a CSP that allows no inline scripts, plugins, base URLs or framing by others', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/config' });
    const csp = directives(response.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'", testConfig.emulatorUrl, 'https://cdn.plaid.com']);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    // Style attributes only (the prerendered pages' markup carries some); no <style> elements.
    expect(csp['style-src']).toEqual(["'self'"]);
    expect(csp['style-src-attr']).toEqual(["'unsafe-inline'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    // The SPA calls the identity provider's token endpoint and the Link emulator's session API.
    expect(csp['connect-src']).toEqual(["'self'", testConfig.emulatorUrl]);
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
  });

  it('sends nosniff, no referrer and no framing', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('leaves HSTS out when the public URL is plain http', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when the public URL is https', async () => {
    const config = loadConfig({ DATA_DIR: testConfig.dataDir, ENCRYPTION_KEY: '11'.repeat(32), PUBLIC_URL: 'https://ledgerline.example' });
    const httpsApp = await createTestApp({ config });
    try {
      const response = await httpsApp.inject({ method: 'GET', url: '/healthz' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(directives(response.headers['content-security-policy'])['upgrade-insecure-requests']).toEqual([]);
    } finally {
      await httpsApp.close();
    }
  });

  it('keeps the API reference on its own policy, which allows Redoc its inline styles', async () => {
    const response = await app.inject({ method: 'GET', url: '/api-docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe(API_DOCS_CSP);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('Content-Security-Policy from the configured vendors', () => {
  it('names Plaid’s CDN and API and the Auth0 tenant when the real vendors are configured', () => {
    const config = loadConfig({
      DATA_DIR: testConfig.dataDir,
      ENCRYPTION_KEY: '11'.repeat(32),
      AUTH0_DOMAIN: 'ledgerline.eu.auth0.com',
      AUTH0_CLIENT_ID: 'client',
      AUTH0_AUDIENCE: 'https://api.ledgerline.example',
      PLAID_CLIENT_ID: 'plaid-client',
      PLAID_SECRET: 'plaid-secret',
      PLAID_ENV: 'production',
    });
    const csp = contentSecurityPolicyDirectives(config);
    expect(csp['script-src']).toEqual(["'self'", 'https://cdn.plaid.com']);
    expect(csp['frame-src']).toEqual(['https://ledgerline.eu.auth0.com', 'https://cdn.plaid.com']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://ledgerline.eu.auth0.com', 'https://production.plaid.com']);
  });
});

describe('Cache-Control on API responses', () => {
  it.each([
    ['GET', '/api/config', 200],
    ['GET', '/auth/@me', 401],
    ['GET', '/db_api/items/active', 401],
    ['GET', '/api/does-not-exist', 404],
    ['POST', '/api/webhooks/stripe', 400],
  ] as const)('%s %s (%i) is no-store', async (method, url, status) => {
    const response = await app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
    expect(response.statusCode).toBe(status);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('leaves other paths to their own caching', async () => {
    const response = await app.inject({ method: 'GET', url: '/openapi.yaml' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
