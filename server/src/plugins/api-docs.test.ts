import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiDocs } from '../../../scripts/build-api-docs.ts';
import { createTestApp } from '../../test/app.ts';
import { CONTRACT_PATH } from '../http/contract.ts';

const docsDir = mkdtempSync(path.join(tmpdir(), 'ledgerline-api-docs-'));
let app: FastifyInstance;
let bare: FastifyInstance;

beforeAll(async () => {
  await buildApiDocs(docsDir);
  app = await createTestApp({ apiDocsDir: docsDir });
  bare = await createTestApp();
}, 300_000);
afterAll(async () => {
  await app?.close();
  await bare?.close();
  rmSync(docsDir, { recursive: true, force: true });
});

describe('API reference', () => {
  it('serves the contract at /openapi.yaml', async () => {
    const response = await app.inject({ method: 'GET', url: '/openapi.yaml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/yaml/);
    expect(response.body).toBe(readFileSync(CONTRACT_PATH, 'utf8'));
  });

  it('renders every operation at /api-docs, loading nothing from other origins and no inline script', async () => {
    const page = await app.inject({ method: 'GET', url: '/api-docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    const html = page.body;
    expect(html).toContain('Ledgerline API');

    const withoutLinks = html.replace(/<a\s[^>]*>/g, '');
    expect(withoutLinks).not.toMatch(/(src|href)="(https?:)?\/\//);
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(body!.trim()).toBe('');
      const src = /src="([^"]+)"/.exec(attributes!)![1]!;
      const script = await app.inject({ method: 'GET', url: src });
      expect(script.statusCode, src).toBe(200);
      expect(script.headers['content-type']).toMatch(/^text\/javascript/);
      expect(script.body).not.toMatch(/from\s*["']https?:/);
    }
    // The page hydrates with the whole contract, every operation included.
    const hydration = await app.inject({ method: 'GET', url: /src="([^"]+)"/.exec(scripts.at(-1)![1]!)![1]! });
    expect(hydration.body).toContain('"operationId":"signIn"');
    expect(hydration.body).toContain('"/api/accounts"');
    // Redoc would otherwise post telemetry to Redocly and fetch its logo from their CDN.
    expect(hydration.body).toContain('disableTelemetry: true');
    expect((await app.inject({ method: 'GET', url: '/api-docs/redoc.standalone.js' })).body).not.toContain('https://cdn.redoc.ly/');
  });

  it('answers 404 in the Error shape for a file that is not part of the reference, or when it is not built', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api-docs/..%2F..%2Fpackage.json' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.error_code).toBe('NOT_FOUND');
    const notBuilt = await bare.inject({ method: 'GET', url: '/api-docs' });
    expect(notBuilt.statusCode).toBe(404);
    expect(notBuilt.json().message).toMatch(/npm run build/);
  });
});
