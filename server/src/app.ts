import { existsSync } from 'node:fs';
import path from 'node:path';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest, type RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { bearerToken, type AccessTokenVerifier, type Principal } from './http/auth.ts';
import { CONTRACT_PATH, contractOperations, loadContract, type ContractOperation } from './http/contract.ts';
import { badRequest, errorBody, HttpError, unauthorized } from './http/errors.ts';
import type { HandlerContext, HandlerGroup, OperationId } from './http/handler.ts';
import { registerResponseCheck } from './http/response-check.ts';
import { createValidatorCompiler, describeValidationError } from './http/validation.ts';
import { createBackgroundWork } from './lib/background-work.ts';
import { assembleHandlers } from './modules/index.ts';
import { createVendors, type Vendors } from './vendors/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
    /** The exact bytes of a JSON body, for vendor signature checks. */
    rawBody?: string;
  }
}

export interface AppOptions {
  config: Config;
  db: Db;
  verifyAccessToken: AccessTokenVerifier;
  /** Vendor SDK clients; built from `config` when not given. */
  vendors?: Partial<Vendors>;
  /** Handlers to use instead of (or on top of) the product's own, for tests. */
  handlers?: HandlerGroup;
  /** Check every JSON response against openapi.yaml (tests turn this on). */
  checkResponses?: boolean;
  /** Directory of the built SPA to serve; omitted or missing means API only. */
  spaDir?: string;
  logger?: boolean;
}

/** Prefixes that belong to the API: unknown paths under them are JSON 404s, never the SPA. */
const API_PREFIXES = ['/api/', '/auth/', '/db_api/', '/healthz'];
const BODY_LIMIT_BYTES = 1_048_576;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: BODY_LIMIT_BYTES,
    ajv: { customOptions: { strict: false } },
    // The contract's paths include '@' (/auth/@me); keep them as written.
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.decorateRequest('principal', null);
  app.setValidatorCompiler(createValidatorCompiler());
  app.setSchemaErrorFormatter((errors, dataVar) => {
    const { message } = describeValidationError(dataVar, errors as never);
    return Object.assign(new Error(message), { statusCode: 400 });
  });

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    try {
      done(null, body === '' ? undefined : JSON.parse(body as string));
    } catch {
      done(new HttpError(400, 'INVALID_JSON', 'The request body is not valid JSON.'), undefined);
    }
  });
  // Only the media types the contract uses are parsed; anything else is refused with 400.
  app.removeContentTypeParser('text/plain');
  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => replyWithError(error, request, reply));

  const contract = loadContract();
  if (options.checkResponses) registerResponseCheck(app, contract);

  const operations = contractOperations(contract);
  const vendors = createVendors(config, options.vendors);
  // Closing waits for work started after a response (webhook syncs), so no transaction is cut off.
  const background = createBackgroundWork();
  app.addHook('onClose', () => background.settled());
  const handlers = { ...assembleHandlers({ ...options, vendors, background }), ...options.handlers };
  const byId = new Map(operations.map((o) => [o.operationId, o]));
  const authenticate = async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized();
    try {
      request.principal = await options.verifyAccessToken(token);
    } catch (error) {
      request.log.info({ reason: (error as Error).message }, 'bearer token rejected');
      throw unauthorized('The bearer access token is invalid or expired.');
    }
  };

  // HTTP header names are case-insensitive and Node hands them over in lower case; the contract
  // writes them canonically (Stripe-Signature), so the header schemas are lower-cased to match.
  app.addHook('onRoute', (route) => {
    const headers = (route.schema as { headers?: { properties?: Record<string, unknown>; required?: string[] } } | undefined)?.headers;
    if (!headers) return;
    if (headers.properties) headers.properties = Object.fromEntries(Object.entries(headers.properties).map(([name, schema]) => [name.toLowerCase(), schema]));
    if (headers.required) headers.required = headers.required.map((name) => name.toLowerCase());
  });

  await app.register(openapiGlue, {
    specification: CONTRACT_PATH,
    operationResolver: (operationId: string, _method: string, openapiPath: string) => {
      const handler = handlers[operationId as OperationId] as ((context: HandlerContext<OperationId>) => Promise<unknown>) | undefined;
      if (!handler) throw new Error(`No handler for operation ${operationId}`);
      const operation = byId.get(operationId)!;
      return {
        config: { openapiPath, operationId },
        ...(operation.secured ? { onRequest: authenticate } : {}),
        preValidation: async (request: FastifyRequest) => checkBodyMediaType(operation, request),
        handler: async (request: FastifyRequest, reply: FastifyReply) =>
          handler({
            body: request.body as never,
            query: request.query as never,
            params: request.params as never,
            principal: request.principal,
            request,
            reply,
          }),
        // glue adds method, url and schema from the contract
      } as unknown as RouteOptions;
    },
  });

  if (options.spaDir && existsSync(path.join(options.spaDir, 'index.html'))) {
    await app.register(fastifyStatic, { root: path.resolve(options.spaDir), wildcard: false, index: false, maxAge: '1h', immutable: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsSpa =
      request.method === 'GET' && options.spaDir && !API_PREFIXES.some((p) => request.url.startsWith(p)) && existsSync(path.join(options.spaDir, 'index.html'));
    if (wantsSpa) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.code(404).send(errorBody('NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}.`));
  });

  return app;
}

/**
 * Fastify validates a body only under the media types the contract names, so a body sent as
 * anything else must be refused here rather than reach a handler unchecked.
 */
function checkBodyMediaType(operation: ContractOperation, request: FastifyRequest) {
  if (operation.bodyMediaTypes.length === 0) return;
  const sent = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (!sent || request.body === undefined) {
    if (operation.bodyRequired) throw badRequest(`A ${operation.bodyMediaTypes.join(' or ')} body is required.`);
    return;
  }
  if (!operation.bodyMediaTypes.includes(sent)) {
    throw new HttpError(400, 'UNSUPPORTED_MEDIA_TYPE', `The body must be sent as ${operation.bodyMediaTypes.join(' or ')}, not ${sent}.`);
  }
}

function replyWithError(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return reply.code(error.statusCode).headers(error.headers).send(errorBody(error.code, error.message));
  }
  if (error.validation) {
    return reply.code(400).send(errorBody('INVALID_REQUEST', error.message));
  }
  const status = error.statusCode ?? 500;
  if (status < 500) {
    // Fastify's own client errors (unsupported media type, body too large, bad framing).
    const code = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'PAYLOAD_TOO_LARGE' : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'UNSUPPORTED_MEDIA_TYPE' : 'INVALID_REQUEST';
    return reply.code(400).send(errorBody(code, error.message));
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send(errorBody('INTERNAL_SERVER_ERROR', 'Something went wrong on our side. Please try again.'));
}
