import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';

const SHELL = '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';
const HOME = '<!doctype html><html><body><div id="root"><h1>Budgeting that adds up</h1></div></body></html>';
const SUPPORT = '<!doctype html><html><body><div id="root"><h1>Support</h1></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('ledgerline '.repeat(200))});`;

/** A built SPA as the Vite build leaves it: every text file with its Brotli and gzip twins. */
function writeBuild(dir: string): void {
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
    writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dir, `${file}.gz`), gzipSync(text));
  };
  write('index.html', SHELL);
  write('prerendered/index.html', HOME);
  write('prerendered/support.html', SUPPORT);
  write('assets/index-abc123.js', SCRIPT);
  writeFileSync(path.join(dir, 'assets/index-abc123.js.map'), '{"version":3,"sources":[]}');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // Left by an older build: MSW's worker belongs to Storybook only.
  write('mockServiceWorker.js', 'self.addEventListener("fetch", () => {});');
}

const spaDir = mkdtempSync(path.join(tmpdir(), 'ledgerline-spa-'));
let app: FastifyInstance;

beforeAll(async () => {
  writeBuild(spaDir);
  app = await createTestApp({ spaDir });
});
afterAll(async () => {
  await app?.close();
  rmSync(spaDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('the built SPA', () => {
  it('serves hashed assets as immutable for a year', async () => {
    const response = await get('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.body).toBe(SCRIPT);
  });

  it('sends the Brotli twin to a browser that accepts br, the gzip twin to one that accepts only gzip', async () => {
    const brotli = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-abc123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers a missing asset with a 404, not the SPA', async () => {
    for (const url of ['/assets/x.js', '/assets/gone-123.css', '/assets/no-extension', '/robots.txt']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('<div id="root">');
    }
  });

  it('does not serve source maps, nor the compressed twins under their own names', async () => {
    for (const url of ['/assets/index-abc123.js.map', '/assets/index-abc123.js.br', '/assets/index-abc123.js.gz']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it("does not serve MSW's worker, even when a build directory holds one", async () => {
    for (const url of ['/mockServiceWorker.js', '/mockServiceWorker.js?v=1']) {
      const response = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('addEventListener');
    }
  });

  it('serves the prerendered public pages on their paths, revalidated on every load, compressed', async () => {
    const home = await get('/');
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toMatch(/^text\/html/);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.body).toBe(HOME);

    const support = await get('/support?from=footer', { 'accept-encoding': 'br' });
    expect(support.headers['content-encoding']).toBe('br');
    expect(support.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(support.rawPayload).toString()).toBe(SUPPORT);
  });

  it('answers other page paths with the SPA shell, revalidated on every load', async () => {
    for (const url of ['/accounts', '/transactions?page=2', '/no-such-page']) {
      const response = await get(url, { 'accept-encoding': 'gzip' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(response.rawPayload).toString(), url).toBe(SHELL);
    }
    const direct = await get('/index.html');
    expect(direct.headers['cache-control']).toBe('no-cache');
    expect(direct.body).toBe(SHELL);
  });

  it('revalidates the files outside /assets on every load', async () => {
    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('keeps unknown API paths JSON 404s', async () => {
    const response = await get('/api/no-such-call');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { error_code: 'NOT_FOUND' } });
  });
});
