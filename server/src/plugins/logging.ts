import type { FastifyLoggerOptions, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Logs without personal data or secrets. Three layers, because one would miss something:
 * - the request is logged as its method and path (never the query string, which may carry a
 *   token or an email) without headers;
 * - an error is logged as its type, code, message, SQL text and stack, never the driver's
 *   `params`, `detail` or `where` (Postgres errors carry the statement's values, emails
 *   included); a database error's message and stack keep Postgres' quoted words only when they
 *   name the table, column, constraint or type it reports ("1e+308" and "0000-01-01" are values);
 * - every string that reaches the log is scrubbed of emails, bearer tokens, JWTs, Plaid
 *   tokens and Stripe secrets, and fields named like personal data are censored by path.
 */

const PATTERNS: [RegExp, string][] = [
  [/Bearer\s+[\w\-.~+/=]+/gi, 'Bearer [redacted]'],
  [/\bey[\w-]{8,}\.[\w-]+\.?[\w-]*/g, '[jwt]'],
  [/\b(access|public|link|processor)-(sandbox|development|production)-[\w-]+/g, '[plaid-token]'],
  [/\b(sk|rk)_(test|live)_\w+/g, '[stripe-key]'],
  [/\bwhsec_\w+/g, '[webhook-secret]'],
  [/[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(\.[\w-]+)+/g, '[email]'],
];

export function scrubText(text: string): string {
  let scrubbed = text;
  for (const [pattern, replacement] of PATTERNS) scrubbed = scrubbed.replace(pattern, replacement);
  return scrubbed;
}

/** Strings scrubbed in plain objects and arrays (errors go through their serializer instead). */
function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubValue(item, depth + 1)]));
}

/** The path only: a query string is the classic place for a token. */
export function pathOf(url: string | undefined): string {
  return scrubText((url ?? '').split('?')[0]!);
}

function serializeRequest(request: FastifyRequest) {
  return { method: request.method, path: pathOf(request.url), remoteAddress: request.ip };
}

/** The fields of a Postgres error (pg's DatabaseError, PGlite's alike) that name things, never values. */
interface DatabaseErrorFields {
  severity: string;
  code: string;
  schema?: string;
  table?: string;
  column?: string;
  dataType?: string;
  constraint?: string;
  routine?: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

function isDatabaseError(error: Error): error is Error & DatabaseErrorFields {
  const { severity, code } = error as Error & Partial<DatabaseErrorFields>;
  return typeof severity === 'string' && typeof code === 'string' && SQLSTATE.test(code);
}

/**
 * Postgres quotes what may contain words, values and names alike ("1e+308", "users_pkey"): a
 * quoted word stays only when the error names it as its table, column, constraint, type or schema.
 */
function withoutQuotedValues(text: string, error: DatabaseErrorFields): string {
  const names = new Set([error.schema, error.table, error.column, error.dataType, error.constraint].filter((name): name is string => !!name));
  return text.replace(/"((?:[^"]|"")*)"/g, (quoted, inner: string) => (names.has(inner.replaceAll('""', '"')) ? quoted : '"[value]"'));
}

function serializeDatabaseError(error: Error & DatabaseErrorFields, query: unknown) {
  const message = withoutQuotedValues(error.message, error);
  const named = Object.fromEntries((['table', 'column', 'dataType', 'constraint', 'routine'] as const).filter((field) => typeof error[field] === 'string').map((field) => [field, error[field]]));
  return {
    type: 'DatabaseError',
    message: scrubText(message),
    code: error.code,
    ...named,
    ...(typeof query === 'string' ? { query: scrubText(query) } : {}),
    stack: scrubText((error.stack ?? '').split(error.message).join(message)),
  };
}

function serializeError(error: Error) {
  const { code, query } = error as Error & { code?: unknown; query?: unknown };
  if (isDatabaseError(error)) return serializeDatabaseError(error, query);
  return {
    type: error.constructor.name,
    message: scrubText(error.message),
    ...(typeof code === 'string' ? { code } : {}),
    // The SQL text has placeholders ($1); the values (`params`, `detail`) are never logged.
    ...(typeof query === 'string' ? { query: scrubText(query) } : {}),
    stack: scrubText(error.stack ?? ''),
  };
}

/** Fields that name a person or hold a secret wherever they appear one or two levels down. */
const CENSORED_FIELDS = ['email', 'name', 'nickname', 'password', 'token', 'access_token', 'public_token', 'secret', 'authorization', 'cookie', 'params', 'detail', 'where'];
const REDACT_PATHS = [...CENSORED_FIELDS, ...CENSORED_FIELDS.map((field) => `*.${field}`), ...CENSORED_FIELDS.map((field) => `*.*.${field}`)];

export type LogStream = FastifyLoggerOptions['stream'];

/** The server's logger (pino) options. */
type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

export function loggerOptions(level: Config['logLevel'], stream?: LogStream): LoggerOptions {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { req: serializeRequest, err: serializeError, error: serializeError },
    hooks: {
      logMethod(args: unknown[], method: (...args: unknown[]) => void) {
        method.apply(this, args.map((arg) => scrubValue(arg)));
      },
    },
  };
}
