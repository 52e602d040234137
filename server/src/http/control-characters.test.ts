import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { sampleRequest, sampleValue } from '../../test/contract-samples.ts';
import { signedInUser, type TestUser } from '../../test/users.ts';
import { contractOperations, loadContract, type ContractOperation, type OpenApiDocument } from './contract.ts';

/**
 * Probe 6: a NUL (or any control character) in a text field reached Postgres and answered 500.
 * Every string field of every operation in openapi.yaml — body fields at any depth, query and
 * path parameters — now answers 400 naming the field.
 */

type Schema = { $ref?: string; type?: string | string[]; properties?: Record<string, Schema>; items?: Schema; allOf?: Schema[]; oneOf?: Schema[]; anyOf?: Schema[] };
interface Parameter {
  $ref?: string;
  name: string;
  in: 'path' | 'query' | 'header';
  schema: Schema;
}

/** Where a string field sits: the request part and the path of keys (numbers index arrays). */
interface StringField {
  part: 'body' | 'query' | 'path';
  keys: (string | number)[];
  schema: Schema;
}

const contract = loadContract();

function resolve<T extends { $ref?: string }>(value: T): T {
  if (!value.$ref) return value;
  const target = value.$ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], contract);
  return resolve(target as T);
}

function stringFields(raw: Schema, keys: (string | number)[], part: StringField['part'], seen = new Set<Schema>()): StringField[] {
  const schema = resolve(raw);
  if (seen.has(schema)) return [];
  const inner = new Set(seen).add(schema);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const own: StringField[] = types.includes('string') ? [{ part, keys, schema }] : [];
  const properties = Object.entries(schema.properties ?? {}).flatMap(([name, property]) => stringFields(property, [...keys, name], part, inner));
  const items = schema.items ? stringFields(schema.items, [...keys, 0], part, inner) : [];
  const parts = [...(schema.allOf ?? []), ...(schema.oneOf?.slice(0, 1) ?? []), ...(schema.anyOf?.slice(0, 1) ?? [])].flatMap((s) => stringFields(s, keys, part, inner));
  return [...own, ...properties, ...items, ...parts];
}

function operationSpec(operation: ContractOperation) {
  return (contract as OpenApiDocument).paths[operation.path]![operation.method.toLowerCase() as 'get'] as unknown as {
    parameters?: Parameter[];
    requestBody?: { content?: Record<string, { schema: Schema }> };
  };
}

function fieldsOf(operation: ContractOperation): StringField[] {
  const spec = operationSpec(operation);
  const parameters = (spec.parameters ?? []).map((p) => resolve(p)).filter((p) => p.in !== 'header');
  const body = Object.values(spec.requestBody?.content ?? {})[0];
  return [...parameters.flatMap((p) => stringFields(p.schema, [p.name], p.in as 'query' | 'path')), ...(body ? stringFields(body.schema, [], 'body') : [])];
}

/** The value at `keys` inside `root`, made to exist (from the schema's samples) on the way. */
function setAt(root: Record<string, unknown>, keys: (string | number)[], value: string) {
  let node: Record<string | number, unknown> = root;
  keys.forEach((key, index) => {
    if (index === keys.length - 1) {
      node[key] = value;
      return;
    }
    if (node[key] === undefined || node[key] === null) node[key] = typeof keys[index + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  });
}

/** A valid request for the operation with one string field holding a NUL. */
function requestWithNul(operation: ContractOperation, field: StringField) {
  const request = sampleRequest(contract, operation);
  const valid = String(sampleValue(contract, field.schema as never));
  const poisoned = `${valid.slice(0, 1)}\u0000${valid.slice(1)}`;
  const [name] = field.keys as [string];
  if (field.part === 'path') {
    const spec = operationSpec(operation).parameters ?? [];
    let url = operation.path;
    for (const parameter of spec.map((p) => resolve(p)).filter((p) => p.in === 'path')) {
      url = url.replace(`{${parameter.name}}`, encodeURIComponent(parameter.name === name ? poisoned : String(sampleValue(contract, parameter.schema as never))));
    }
    return { ...request, url: url + (request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '') };
  }
  if (field.part === 'query') {
    const [path, search = ''] = request.url.split('?') as [string, string?];
    const query = new URLSearchParams(search);
    query.set(name, poisoned);
    return { ...request, url: `${path}?${query}` };
  }
  const form = request.headers['content-type'] === 'application/x-www-form-urlencoded';
  const body = (form ? Object.fromEntries(new URLSearchParams(request.payload)) : JSON.parse(request.payload ?? '{}')) as Record<string, unknown>;
  // Array items the sample left out (minItems 0) are added whole, then the field poisoned.
  field.keys.forEach((key, index) => {
    if (typeof key !== 'number') return;
    const arrayKeys = field.keys.slice(0, index);
    const array = arrayKeys.reduce<unknown>((node, k) => (node as Record<string | number, unknown> | undefined)?.[k], body) as unknown[] | undefined;
    if (!array || array.length === 0) {
      const arraySchema = arrayKeys.reduce<Schema>((schema, k) => (typeof k === 'number' ? resolve(schema.items!) : resolve(resolve(schema).properties![k]!)), resolve(Object.values(operationSpec(operation).requestBody!.content!)[0]!.schema));
      const item = sampleValue(contract, resolve(arraySchema).items as never);
      if (array) array.push(item);
      else setAt(body, arrayKeys as (string | number)[], [item] as never);
    }
  });
  setAt(body, field.keys, poisoned);
  return { ...request, payload: form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body) };
}

let app: FastifyInstance;
let user: TestUser;
beforeAll(async () => {
  app = await createTestApp();
  user = await signedInUser(app, 'control-characters');
});
afterAll(() => app.close());

const PART_WORDS = { body: 'body', query: 'query', path: 'path' } as const;

describe('a NUL in any string field of the contract', () => {
  const cases = contractOperations().flatMap((operation) => fieldsOf(operation).map((field) => ({ operation, field, label: `${operation.operationId} ${field.part} ${field.keys.join('.')}` })));

  it('finds the contract’s text fields', () => {
    expect(cases.length).toBeGreaterThan(40);
  });

  it.each(cases)('$label answers 400 naming the field', async ({ operation, field }) => {
    const request = requestWithNul(operation, field);
    const headers = operation.secured ? { ...request.headers, authorization: user.authorization } : request.headers;
    const response = await app.inject({ method: request.method, url: request.url, headers, ...(request.payload === undefined ? {} : { payload: request.payload }) });
    expect(response.statusCode, response.body).toBe(400);
    const message = (response.json() as { error: { error_message: string } }).error.error_message;
    expect(message).toContain(`${field.keys.join('.')} (${PART_WORDS[field.part]})`);
  });
});

describe('which control characters a field takes', () => {
  const signIn = (name: string) => user.request('POST', '/auth/signin', { sub: user.sub, email: 'someone@example.com', name });

  it('probe 6: a NUL in the sign-in name is a 400 naming the field, not a 500', async () => {
    const response = await signIn('a\u0000b');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { error_code: 'INVALID_REQUEST', error_message: 'name (body) must not contain control characters.' } });
  });

  it.each([
    ['a line feed', 'a\nb'],
    ['a tab', 'a\tb'],
    ['DEL', 'a\u007fb'],
    ['a C1 control', 'a\u0085b'],
  ])('a one-line field refuses %s', async (_, name) => {
    const response = await signIn(name);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { error_message: 'name (body) must not contain control characters.' } });
  });

  it('a one-line field keeps other text as it is', async () => {
    expect((await signIn('Zoë O’Brien-Łukasz 😀')).statusCode).toBe(200);
  });

  it('a multi-line field (x-multiline) takes tab and line feed, and refuses the rest', async () => {
    const ask = (question: string) => user.request('POST', '/api/chat/response', { id: 'user-1', submitted_user_query: question, created_date: '2024-01-15T12:00:00Z', is_user_input: true });
    // Past validation, the unsubscribed caller meets the subscription check.
    expect((await ask('Where did my money go?\n\tAnd when?')).statusCode).toBe(403);
    const refused = await ask('Where\u0000 did my money go?');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { error_message: 'submitted_user_query (body) must not contain control characters other than tab and line feed.' } });
    expect((await ask('Where did my money go?\r\n')).statusCode).toBe(400);
  });
});
