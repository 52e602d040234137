import { readFileSync } from 'node:fs';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * Checks the emulator's answers and webhooks against Plaid's published schemas: the trimmed copy of
 * Plaid's OpenAPI file in `plaid-openapi.subset.json` (written by scripts/plaid-contract-subset.ts).
 * Enums are closed (a value Plaid does not list fails). Plaid's objects allow additional properties,
 * so a second pass reads the same schemas closed and reports any property Plaid does not declare.
 */

type Schema = { [keyword: string]: unknown };

export interface PlaidSubset {
  info: { title: string; version: string };
  'x-source': { repository: string; file: string; commit: string | null; sha256: string };
  /** The emulator's own routes, which Plaid lacks. */
  'x-emulator-only': string[];
  'x-webhooks': Record<string, { $ref: string }>;
  paths: Record<string, { post: { operationId: string; responses: Record<string, { content: { 'application/json': { schema: Schema } } }> } }>;
  components: { schemas: Record<string, Schema> };
}

export const SUBSET_URL = new URL('./plaid-openapi.subset.json', import.meta.url);

export function loadPlaidSubset(): PlaidSubset {
  return JSON.parse(readFileSync(SUBSET_URL, 'utf8')) as PlaidSubset;
}

const SCHEMA_PREFIX = '#/components/schemas/';

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Where a closed schema's `allOf` parts refer to a named schema: its copy left open at the top (`X.part`). */
const PART_SUFFIX = '.part';

/**
 * The schema with every object closed: `unevaluatedProperties: false` (which sees through `allOf`
 * and `$ref`) on each object that is not itself a part of an `allOf` (there the whole is closed,
 * and a named part is referred to as its `.part` copy), and Plaid's `additionalProperties: true`
 * dropped (it would count every property as evaluated).
 */
function closed(schema: Schema, partOfAllOf: boolean): Schema {
  const out: Schema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (keyword === 'additionalProperties' && value === true) continue;
    if (keyword === 'properties' && isSchema(value)) {
      out.properties = Object.fromEntries(Object.entries(value).map(([name, property]) => [name, closed(property as Schema, false)]));
    } else if (keyword === 'allOf' && Array.isArray(value)) {
      out.allOf = value.map((part: Schema) => closed(part, true));
    } else if ((keyword === 'anyOf' || keyword === 'oneOf') && Array.isArray(value)) {
      out[keyword] = value.map((branch: Schema) => closed(branch, partOfAllOf));
    } else if ((keyword === 'items' || keyword === 'additionalProperties') && isSchema(value)) {
      out[keyword] = closed(value, false);
    } else if (keyword === '$ref' && partOfAllOf) {
      out.$ref = `${String(value)}${PART_SUFFIX}`;
    } else {
      out[keyword] = value;
    }
  }
  if (!partOfAllOf && (out.properties || out.allOf)) out.unevaluatedProperties = false;
  return out;
}

function closedSubset(subset: PlaidSubset): PlaidSubset {
  const schemas = Object.fromEntries(
    Object.entries(subset.components.schemas).flatMap(([name, schema]) => [
      [name, closed(schema, false)],
      [`${name}${PART_SUFFIX}`, closed(schema, true)],
    ]),
  );
  return { ...subset, components: { schemas } };
}

function newAjv(subset: PlaidSubset, key: string): Ajv2020 {
  // Strict about keywords and formats; not about Plaid's style of naming in `required` a property
  // that another `allOf` part declares, nor about keywords beside a type they do not apply to.
  const ajv = new Ajv2020({ allErrors: true, allowUnionTypes: true, strict: true, strictRequired: false, strictTypes: false });
  addFormats(ajv);
  // OpenAPI's numeric format hints: every JSON number is a double.
  ajv.addFormat('double', { type: 'number', validate: () => true });
  ajv.addSchema({ $defs: inDefs(subset.components.schemas, '') }, key);
  return ajv;
}

/** The subset's refs (`#/components/schemas/X`) pointed at where the validator keeps the schemas (`<key>#/$defs/X`). */
function inDefs<T>(schema: T, key: string): T {
  return JSON.parse(JSON.stringify(schema).replaceAll(`"${SCHEMA_PREFIX}`, `"${key}#/$defs/`)) as T;
}

function messages(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((error) => {
    const at = error.instancePath || '(body)';
    const detail =
      error.keyword === 'enum' ? ` ${JSON.stringify(error.params.allowedValues)}`
      : error.keyword === 'unevaluatedProperties' ? `: ${String(error.params.unevaluatedProperty)} is not declared by Plaid`
      : '';
    return `${at} ${error.message ?? error.keyword}${detail}`;
  });
}

export interface PlaidContract {
  readonly version: string;
  /** Plaid's paths in the subset (`/transactions/sync`, ...). */
  readonly paths: readonly string[];
  /** The `webhook_type:webhook_code` pairs the subset has a schema for. */
  readonly webhookCodes: readonly string[];
  /** What is wrong with an answer of a Plaid path: 200 against the operation's schema, anything else against PlaidError. */
  checkResponse(path: string, status: number, body: unknown): string[];
  /** What is wrong with an error body (Plaid's PlaidError), whatever the path. */
  checkError(body: unknown): string[];
  checkWebhook(body: Record<string, unknown>): string[];
}

export function plaidContract(subset: PlaidSubset = loadPlaidSubset()): PlaidContract {
  const open = newAjv(subset, 'plaid');
  const strict = newAjv(closedSubset(subset), 'plaid');
  const cache = new Map<string, [ValidateFunction, ValidateFunction]>();
  const validators = (name: string, schema: Schema) => {
    let pair = cache.get(name);
    if (!pair) {
      pair = [open.compile(inDefs(schema, 'plaid')), strict.compile(inDefs(schema, 'plaid'))];
      cache.set(name, pair);
    }
    return pair;
  };
  /** Schema errors first; the undeclared properties only once the body is otherwise valid (the closed pass would repeat them). */
  const check = (name: string, schema: Schema, body: unknown): string[] => {
    const [validate, validateClosed] = validators(name, schema);
    if (!validate(body)) return messages(validate.errors);
    return validateClosed(body) ? [] : messages(validateClosed.errors);
  };
  return {
    version: subset.info.version,
    paths: Object.keys(subset.paths),
    webhookCodes: Object.keys(subset['x-webhooks']),
    checkResponse(path, status, body) {
      const operation = subset.paths[path]?.post;
      if (!operation) return [`${path} is not one of Plaid's paths in the subset`];
      if (status !== 200) return check(`${path} error`, operation.responses.default!.content['application/json'].schema, body);
      return check(`${path} 200`, operation.responses['200']!.content['application/json'].schema, body);
    },
    checkError: (body) => check('PlaidError', { $ref: `${SCHEMA_PREFIX}PlaidError` }, body),
    checkWebhook(body) {
      const code = `${String(body.webhook_type)}:${String(body.webhook_code)}`;
      const schema = subset['x-webhooks'][code];
      if (!schema) return [`no webhook schema for ${code}`];
      return check(code, schema, body);
    },
  };
}
