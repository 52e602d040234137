import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import openapiGlue from 'fastify-openapi-glue';
import { CONTRACT_PATH, contractOperations, loadContract, type ContractOperation } from '../http/contract.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import type { HandlerContext, Handlers, OperationId } from '../http/handler.ts';
import { registerResponseCheck } from '../http/response-check.ts';
import { createValidatorCompiler } from '../http/validation.ts';
import { readMultipartBody } from './body-parsing.ts';

export interface ContractRoutesOptions {
  handlers: Handlers;
  /** Check every JSON response against openapi.yaml (tests turn this on). */
  checkResponses?: boolean;
}

/** Every route of openapi.yaml, validated against it, each answered by its one handler. */
export const contractRoutes = fp(async (app: FastifyInstance, { handlers, checkResponses }: ContractRoutesOptions) => {
  app.setValidatorCompiler(createValidatorCompiler());
  const contract = loadContract();
  if (checkResponses) registerResponseCheck(app, contract);
  const byId = new Map(contractOperations(contract).map((o) => [o.operationId, o]));

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
        ...(operation.secured ? { onRequest: app.authenticate } : {}),
        preValidation: async (request: FastifyRequest) => {
          if (operation.bodyMediaTypes.includes('multipart/form-data') && request.isMultipart()) request.body = await readMultipartBody(request);
          checkBodyMediaType(operation, request);
        },
        // After validation, as the handlers checked it before: bad input is a 400 for anyone.
        ...(operation.requiresSubscription ? { preHandler: app.requireSubscription } : {}),
        handler: async (request: FastifyRequest, reply: FastifyReply) =>
          handler({
            body: request.body as never,
            query: request.query as never,
            params: request.params as never,
            principal: request.principal,
            subscriber: request.subscriber,
            request,
            reply,
          }),
        // glue adds method, url and schema from the contract
      } as unknown as RouteOptions;
    },
  });
}, { name: 'contract-routes', dependencies: ['authentication', 'subscription-access'] });

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
