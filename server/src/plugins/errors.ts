import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody, HttpError } from '../http/errors.ts';
import { describeValidationError } from '../http/validation.ts';

/** Every error leaves in the contract's Error shape; validation failures name the field. */
export const errors = fp(async (app: FastifyInstance) => {
  app.setSchemaErrorFormatter((validationErrors, dataVar) => {
    const { message } = describeValidationError(dataVar, validationErrors as never);
    return Object.assign(new Error(message), { statusCode: 400 });
  });
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => replyWithError(error, request, reply));
}, { name: 'errors' });

function replyWithError(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return reply.code(error.statusCode).headers(error.headers).send({ ...error.details, ...errorBody(error.code, error.message) });
  }
  if (error.validation) {
    return reply.code(400).send(errorBody('INVALID_REQUEST', error.message));
  }
  const status = error.statusCode ?? 500;
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    // The body parsers answer this themselves, naming the field; this is Fastify's own, without one.
    return reply.code(413).send(errorBody('PAYLOAD_TOO_LARGE', error.message));
  }
  if (status < 500) {
    // Fastify's own client errors (unsupported media type, bad framing).
    const code = error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'UNSUPPORTED_MEDIA_TYPE' : 'INVALID_REQUEST';
    return reply.code(400).send(errorBody(code, error.message));
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send(errorBody('INTERNAL_SERVER_ERROR', 'Something went wrong on our side. Please try again.'));
}
