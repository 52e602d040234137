import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { CONTRACT_PATH } from '../http/contract.ts';
import { errorBody } from '../http/errors.ts';

/**
 * The contract and its rendered reference, for backend developers. They are server routes outside
 * openapi.yaml on purpose: the contract describes the product's API (under /api, /auth, /db_api),
 * and a document cannot usefully describe the route that serves it.
 * The reference is built by `scripts/build-api-docs.ts` (redocly build-docs, run by `npm run build`
 * and `npm start`); it loads nothing from other origins and has no inline scripts. Its own CSP:
 * Redoc styles itself with styled-components, which needs inline styles (never inline scripts),
 * and its search index (FlexSearch, in a blob: worker) is built with `Function(...)`, which needs
 * 'unsafe-eval'. The page shows only the public contract, so this relaxation stays on this route.
 */
export const API_DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const CONTENT_TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };

export const apiDocs = fp(async (app: FastifyInstance, { apiDocsDir }: { apiDocsDir?: string }) => {
  const contract = readFileSync(CONTRACT_PATH, 'utf8');
  app.get('/openapi.yaml', async (_request, reply) => reply.type('application/yaml; charset=utf-8').header('cache-control', 'no-cache').send(contract));

  // Read once: the files are a build's output, and only these names are ever served.
  const built = apiDocsDir && existsSync(path.join(apiDocsDir, 'index.html'));
  const files = new Map<string, Buffer>(built ? readdirSync(apiDocsDir).filter((name) => name === 'index.html' || name.endsWith('.js')).map((name) => [name, readFileSync(path.join(apiDocsDir, name))]) : []);

  const send = (name: string, reply: FastifyReply) => {
    const body = files.get(name);
    if (!body) return reply.code(404).send(errorBody('NOT_FOUND', built ? `No API reference file ${name}.` : 'The API reference is not built: run npm run build.'));
    return reply
      .type(CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', API_DOCS_CSP)
      .header('x-content-type-options', 'nosniff')
      .send(body);
  };
  app.get('/api-docs', async (_request, reply) => send('index.html', reply));
  app.get<{ Params: { file: string } }>('/api-docs/:file', async (request, reply) => send(request.params.file, reply));
}, { name: 'api-docs' });
