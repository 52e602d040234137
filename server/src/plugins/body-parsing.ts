import { parse as parseForm } from 'node:querystring';
import type { Readable } from 'node:stream';
import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { HttpError } from '../http/errors.ts';
import { MAX_IMPORT_BYTES } from '../modules/imports/index.ts';
import { fieldAtEnd } from '../http/body-fields.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact bytes of a JSON body, for vendor signature checks. */
    rawBody?: string;
    /** The file of a multipart/form-data body (`readMultipartBody`), kept out of the validated fields. */
    upload?: UploadedFile;
  }
}

export interface UploadedFile {
  field: string;
  fileName: string;
  bytes: Buffer;
}

/**
 * The largest request body, in bytes (openapi.yaml says so too): the API's own bodies are a few
 * kilobytes at most, and Stripe's events tens.
 */
export const BODY_LIMIT_BYTES = 262_144;

type MediaType = 'json' | 'form';

/** 413 naming the field the body was in when it ran past the limit (found only then, from the bytes read). */
function tooLarge(mediaType: MediaType, read: Buffer): HttpError {
  const field = fieldAtEnd(mediaType, read) || 'body';
  return new HttpError(413, 'PAYLOAD_TOO_LARGE', `${field} (body) is too large: a request body may have at most ${BODY_LIMIT_BYTES} bytes.`);
}

/**
 * Reads a body up to the limit, as Fastify's own reader does (a body past it is refused; a body
 * shorter or longer than its Content-Length is a 400), but one that runs over is read up to the
 * limit first, so that the answer can name its field.
 */
function readBody(request: FastifyRequest, payload: Readable, mediaType: MediaType, done: (error: Error | null, text?: string) => void): void {
  const declared = Number(request.headers['content-length']);
  const chunks: Buffer[] = [];
  let received = 0;
  const stop = () => {
    payload.removeListener('data', onData);
    payload.removeListener('end', onEnd);
    payload.removeListener('error', onEnd);
  };
  function onData(chunk: Buffer | string) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    if (received + bytes.length > BODY_LIMIT_BYTES) {
      stop();
      chunks.push(bytes.subarray(0, BODY_LIMIT_BYTES - received));
      done(tooLarge(mediaType, Buffer.concat(chunks)));
      return;
    }
    received += bytes.length;
    chunks.push(bytes);
  }
  function onEnd(error?: Error & { statusCode?: number }) {
    stop();
    if (error) {
      if (!(typeof error.statusCode === 'number' && error.statusCode >= 400)) error.statusCode = 400;
      done(error);
      return;
    }
    if (!Number.isNaN(declared) && received !== declared) {
      done(new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH());
      return;
    }
    done(null, Buffer.concat(chunks, received).toString('utf8'));
  }
  payload.on('data', onData);
  payload.on('end', onEnd);
  payload.on('error', onEnd);
  payload.resume();
}

/** JSON kept byte-exact for signature checks, form bodies; every other media type is refused. */
export const bodyParsing = fp(async (app: FastifyInstance) => {
  // multipart/form-data is only flagged here; an operation that takes it reads it (`readMultipartBody`).
  await app.register(multipart, { limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 10, fieldSize: BODY_LIMIT_BYTES, parts: 12, headerPairs: 100 } });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', (request, payload, done) => {
    readBody(request, payload, 'json', (error, text) => {
      if (error || text === undefined) return done(error, undefined);
      request.rawBody = text;
      try {
        done(null, text === '' ? undefined : JSON.parse(text));
      } catch {
        done(new HttpError(400, 'INVALID_JSON', 'The request body is not valid JSON.'), undefined);
      }
    });
  });
  // Only the media types the contract uses are parsed; anything else is refused with 400.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('application/x-www-form-urlencoded', (request, payload, done) => {
    readBody(request, payload, 'form', (error, text) => (error || text === undefined ? done(error, undefined) : done(null, { ...parseForm(text) })));
  });
}, { name: 'body-parsing' });

const MB = 1024 * 1024;

/**
 * Reads a multipart/form-data body: its text fields become the body the contract validates (so a
 * bad field is a 400 naming it), and its one file goes to `request.upload`, while the body keeps
 * the file's name in its field (the contract's `format: binary` string). A file over its limit, or a
 * text field over a body's, is a 413 naming the field.
 */
export async function readMultipartBody(request: FastifyRequest): Promise<Record<string, string>> {
  const body: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        request.upload = { field: part.fieldname, fileName: part.filename || 'upload', bytes };
        body[part.fieldname] = part.filename || 'upload';
      } else {
        // A text field is held to the limit of a whole JSON or form body.
        if (part.valueTruncated) throw new HttpError(413, 'PAYLOAD_TOO_LARGE', `${part.fieldname} (body) is too large: a request body may have at most ${BODY_LIMIT_BYTES} bytes.`);
        body[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, 'PAYLOAD_TOO_LARGE', `file (body) is too large: a file may have at most ${MAX_IMPORT_BYTES / MB} MB. Split it by date and import each part.`);
    }
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new HttpError(413, 'PAYLOAD_TOO_LARGE', `body (body) has too many parts: send one file and its fields.`);
    }
    throw new HttpError(400, 'INVALID_REQUEST', `body (body) is not a readable multipart/form-data body: ${(error as Error).message}`);
  }
  return body;
}
