/**
 * Writes the Plaid emulator's contract fixture, `server/emulators/plaid/contract/plaid-openapi.subset.json`,
 * from a pinned copy of Plaid's published OpenAPI file (`2020-09-14.yml` of plaid/plaid-openapi; the
 * 3 MB file itself is not committed). Keeps only the responses of the operations the product and the emulator use,
 * every schema they reach, and the webhook schemas of the codes the emulator sends, stripped of
 * prose and examples. OpenAPI 3.0's `nullable` becomes a JSON Schema type union (and `null` in an
 * enum) so that a plain JSON Schema validator (ajv) reads the schemas as Plaid means them.
 *
 * Usage: `tsx scripts/plaid-contract-subset.ts <path to 2020-09-14.yml> [--commit <plaid-openapi commit>]`
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SUBSET_FILE = path.join(ROOT, 'server/emulators/plaid/contract/plaid-openapi.subset.json');

/** Plaid's paths that the emulator serves (server/emulators/plaid/api-routes.ts) and the product calls. */
export const PLAID_PATHS = [
  '/link/token/create',
  '/item/public_token/exchange',
  '/item/get',
  '/item/remove',
  '/institutions/get_by_id',
  '/accounts/get',
  '/item/webhook/update',
  '/transactions/sync',
  '/transactions/recurring/get',
  '/liabilities/get',
  '/webhook_verification_key/get',
  '/sandbox/public_token/create',
  '/sandbox/item/reset_login',
  '/sandbox/item/fire_webhook',
];

/**
 * The emulator's own routes under `/plaid` (test helpers and its Link widget's session), which Plaid
 * lacks: listed so the contract test can tell them from a Plaid path missing in the subset. The
 * script fails if Plaid ever publishes one of them (it then belongs in PLAID_PATHS).
 */
export const EMULATOR_ONLY_PATHS = [
  '/sandbox/account/reset_login',
  '/sandbox/item/add_account',
  '/sandbox/item/remove_account',
  '/sandbox/transactions/mutate',
  '/sandbox/clock/advance',
  '/sandbox/item/advance_history',
  '/link/session/start',
  '/link/session/credentials',
  '/link/session/mfa',
  '/link/session/complete',
];

/**
 * The webhook schema of each `webhook_type:webhook_code` the emulator sends (webhooks.ts). Plaid's
 * file declares `webhook_type` and `webhook_code` as plain strings, so the pairing is ours.
 */
export const WEBHOOK_SCHEMAS: Record<string, string> = {
  'TRANSACTIONS:SYNC_UPDATES_AVAILABLE': 'SyncUpdatesAvailableWebhook',
  'TRANSACTIONS:DEFAULT_UPDATE': 'DefaultUpdateWebhook',
  'TRANSACTIONS:RECURRING_TRANSACTIONS_UPDATE': 'RecurringTransactionsUpdateWebhook',
  'ITEM:ERROR': 'ItemErrorWebhook',
  'ITEM:LOGIN_REPAIRED': 'ItemLoginRepairedWebhook',
  'ITEM:NEW_ACCOUNTS_AVAILABLE': 'NewAccountsAvailableWebhook',
  'ITEM:PENDING_EXPIRATION': 'PendingExpirationWebhook',
  'ITEM:PENDING_DISCONNECT': 'PendingDisconnectWebhook',
  'ITEM:USER_PERMISSION_REVOKED': 'UserPermissionRevokedWebhook',
  'ITEM:WEBHOOK_UPDATE_ACKNOWLEDGED': 'WebhookUpdateAcknowledgedWebhook',
};

/** Validation keywords kept; everything else (prose, examples, `x-` extensions, defaults) is dropped. */
const KEPT_KEYWORDS = new Set([
  'type', '$ref', 'properties', 'required', 'additionalProperties', 'items', 'enum', 'format', 'allOf', 'anyOf', 'oneOf',
  'minimum', 'maximum', 'minLength', 'maxLength', 'minItems', 'maxItems', 'uniqueItems', 'maxProperties', 'pattern',
]);

type Schema = { [keyword: string]: unknown };
type Document = {
  info: { title: string; version: string };
  paths: Record<string, { post: Operation }>;
  components: { schemas: Record<string, Schema> };
};
type Operation = {
  operationId: string;
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
};

const SCHEMA_PREFIX = '#/components/schemas/';

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * One schema as JSON Schema: kept keywords only, nested schemas converted too. `nullable: true`
 * widens the type (OpenAPI 3.0 has no `null` type); on a bare `$ref` or a composition it becomes
 * `anyOf [the schema, null]`. `exclusiveMinimum: false` (3.0's boolean form) is the default and
 * is dropped with the other unknown keywords.
 */
export function toJsonSchema(schema: Schema): Schema {
  const out: Schema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (!KEPT_KEYWORDS.has(keyword)) continue;
    out[keyword] = convertKeyword(keyword, value);
  }
  // OpenAPI 3.0 ignores a `$ref`'s siblings (Plaid's are descriptions); keep it alone.
  if (typeof out.$ref === 'string') for (const keyword of Object.keys(out)) if (keyword !== '$ref') delete out[keyword];
  return schema.nullable === true ? nullable(out) : out;
}

function convertKeyword(keyword: string, value: unknown): unknown {
  if (keyword === 'properties' && isSchema(value)) {
    return Object.fromEntries(Object.entries(value).map(([name, property]) => [name, toJsonSchema(property as Schema)]));
  }
  if ((keyword === 'items' || keyword === 'additionalProperties') && isSchema(value)) return toJsonSchema(value);
  if (['allOf', 'anyOf', 'oneOf'].includes(keyword) && Array.isArray(value)) return value.map((item) => toJsonSchema(item as Schema));
  return value;
}

function nullable(schema: Schema): Schema {
  if (typeof schema.type === 'string') {
    const widened: Schema = { ...schema, type: [schema.type, 'null'] };
    if (Array.isArray(schema.enum) && !schema.enum.includes(null)) widened.enum = [...schema.enum, null];
    return widened;
  }
  return { anyOf: [schema, { type: 'null' }] };
}

/** The named component schemas and every one they refer to, directly or through others. */
function refClosure(roots: string[], schemas: Record<string, Schema>): Set<string> {
  const seen = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!isSchema(value)) return;
    const ref = value.$ref;
    if (typeof ref === 'string' && ref.startsWith(SCHEMA_PREFIX)) {
      const name = ref.slice(SCHEMA_PREFIX.length);
      if (seen.has(name)) return;
      if (!schemas[name]) throw new Error(`${ref} is not declared`);
      seen.add(name);
      visit(schemas[name]);
    }
    for (const nested of Object.values(value)) visit(nested);
  };
  for (const root of roots) visit({ $ref: SCHEMA_PREFIX + root });
  return seen;
}

function jsonSchemaOf(body: { content?: Record<string, { schema: Schema }> } | undefined, where: string): Schema {
  const schema = body?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`${where} has no application/json schema`);
  return toJsonSchema(schema);
}

/**
 * The trimmed operation: its id and the 200 and error (`default`) response schemas. Request
 * schemas are left out (the contract checks what the emulator answers, not what tests send), which
 * keeps the fixture to a third of the size.
 */
function trimOperation(route: string, operation: Operation) {
  const responses: Record<string, { content: { 'application/json': { schema: Schema } } }> = {};
  for (const status of ['200', 'default']) {
    responses[status] = { content: { 'application/json': { schema: jsonSchemaOf(operation.responses[status], `${route} ${status}`) } } };
  }
  return {
    post: {
      operationId: operation.operationId,
      responses,
    },
  };
}

export function buildSubset(document: Document, source: { sha256: string; commit?: string }) {
  const paths = Object.fromEntries(
    PLAID_PATHS.map((route) => {
      const operation = document.paths[route]?.post;
      if (!operation) throw new Error(`${route} is not in Plaid's file`);
      return [route, trimOperation(route, operation)];
    }),
  );
  const published = EMULATOR_ONLY_PATHS.filter((route) => document.paths[route]);
  if (published.length > 0) throw new Error(`Plaid's file now has ${published.join(', ')}: move them to PLAID_PATHS`);
  // Every schema the kept operations and webhooks name, and the ones those reach.
  const operationRoots = [...JSON.stringify(paths).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]!);
  const names = refClosure([...operationRoots, ...Object.values(WEBHOOK_SCHEMAS), 'PlaidError'], document.components.schemas);
  const schemas = Object.fromEntries(
    [...names].sort().map((name) => [name, toJsonSchema(document.components.schemas[name]!)]),
  );
  return {
    openapi: '3.1.0',
    info: { title: document.info.title, version: document.info.version },
    'x-source': { repository: 'plaid/plaid-openapi', file: '2020-09-14.yml', commit: source.commit ?? null, sha256: source.sha256 },
    'x-trimmed':
      'Generated by scripts/plaid-contract-subset.ts: only the operations and webhooks the emulator serves, the schemas they reach, validation keywords only; OpenAPI 3.0 nullable rewritten as JSON Schema type unions.',
    'x-emulator-only': EMULATOR_ONLY_PATHS,
    'x-webhooks': Object.fromEntries(Object.entries(WEBHOOK_SCHEMAS).map(([code, name]) => [code, { $ref: SCHEMA_PREFIX + name }])),
    paths,
    components: { schemas },
  };
}

function main(argv: string[]): void {
  const [input, ...rest] = argv;
  if (!input) throw new Error('usage: tsx scripts/plaid-contract-subset.ts <2020-09-14.yml> [--commit <sha>]');
  const commitAt = rest.indexOf('--commit');
  const commit = commitAt >= 0 ? rest[commitAt + 1] : undefined;
  const text = readFileSync(input, 'utf8');
  const document = parse(text, { maxAliasCount: -1 }) as Document;
  const subset = buildSubset(document, { sha256: createHash('sha256').update(text).digest('hex'), commit });
  writeFileSync(SUBSET_FILE, `${JSON.stringify(subset, null, 1)}\n`);
  const size = Math.round(JSON.stringify(subset).length / 1024);
  console.log(`${path.relative(ROOT, SUBSET_FILE)}: ${subset.info.version}, ${PLAID_PATHS.length} paths, ${Object.keys(subset.components.schemas).length} schemas, ${size} KiB`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
