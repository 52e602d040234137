import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact bytes of a JSON body, for vendor signature checks. */
    rawBody?: string;
  }
}

export const BODY_LIMIT_BYTES = 1_048_576;

/** JSON kept byte-exact for signature checks, form bodies; every other media type is refused. */
export const bodyParsing = fp(async (app: FastifyInstance) => {
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
}, { name: 'body-parsing' });
