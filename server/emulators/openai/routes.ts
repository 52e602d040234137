import type { FastifyInstance, FastifyReply } from 'fastify';
import { invalidJson, invalidRequest, missingApiKey, OpenAIApiError, rateLimited, serverError, unknownModel, unknownUrl } from './errors.ts';
import { hookTextOf, nextTurn } from './model-turn.ts';
import { readTestHooks } from './test-hooks.ts';
import { chatCompletion, readChatRequest } from './wire.ts';

export interface OpenAIRoutesOptions {
  /** The model `GET /models` lists (any model name is answered). */
  model: string;
  slowDelayMs: number;
  retryAfterSeconds: number;
  now: () => Date;
}

/** Fixed, so `GET /models` answers the same every time. */
const MODEL_CREATED = 1_721_172_741;

function sendError(reply: FastifyReply, error: OpenAIApiError): FastifyReply {
  return reply.code(error.statusCode).headers(error.headers).type('application/json').send(error.body());
}

/**
 * OpenAI's `/v1` paths the product's SDK calls; registered with prefix `/openai/v1` in its own
 * scope, which speaks OpenAI's conventions (Bearer keys, JSON bodies, OpenAI's error shape).
 */
export async function openaiRoutes(scope: FastifyInstance, options: OpenAIRoutesOptions): Promise<void> {
  // A slow answer in flight ends when its client leaves or the app closes, so neither waits for it.
  const sleepers = new Set<() => void>();
  const sleep = (ms: number, reply: FastifyReply) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      sleepers.add(wake);
      reply.raw.once('close', wake);
    });
  scope.addHook('onClose', async () => {
    for (const wake of [...sleepers]) wake();
  });

  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    if (body === '') return done(null, undefined);
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(invalidJson());
    }
  });

  scope.addHook('onRequest', async (request) => {
    const [scheme, key] = (request.headers.authorization ?? '').trim().split(/\s+/, 2);
    if (scheme?.toLowerCase() !== 'bearer' || !key) throw missingApiKey();
  });

  scope.setErrorHandler(async (error, request, reply) => {
    if (error instanceof OpenAIApiError) return sendError(reply, error);
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status < 500) return sendError(reply, invalidRequest((error as Error).message));
    request.log.error(error);
    return sendError(reply, serverError());
  });
  scope.setNotFoundHandler(async (request, reply) => sendError(reply, unknownUrl(request.method, request.url.replace(/^\/openai/, ''))));

  const modelObject = (id: string) => ({ id, object: 'model', created: MODEL_CREATED, owned_by: 'ledgerline' });

  scope.get('/models', async () => ({ object: 'list', data: [modelObject(options.model)] }));

  scope.get<{ Params: { model: string } }>('/models/:model', async (request) => {
    if (request.params.model !== options.model) throw unknownModel(request.params.model);
    return modelObject(options.model);
  });

  scope.post('/chat/completions', async (request, reply) => {
    const chat = readChatRequest(request.body);
    const hooks = readTestHooks(hookTextOf(chat.messages), options.slowDelayMs);
    if (hooks.rateLimit) throw rateLimited(chat.model, options.retryAfterSeconds);
    if (hooks.modelDown) throw serverError();
    if (hooks.slowMs !== null) await sleep(hooks.slowMs, reply);
    const now = options.now();
    const turn = nextTurn(chat, hooks, now);
    return chatCompletion(request.body, chat.model, turn, Math.floor(now.getTime() / 1000));
  });
}
