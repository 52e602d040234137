import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { fieldName, requestFields, requestWith, sampleValue, type RequestField } from '../../test/contract-samples.ts';
import { signedInUser, type TestUser } from '../../test/users.ts';
import { contractOperations, loadContract, type ContractOperation } from './contract.ts';

/**
 * Probe 6: a NUL (or any control character) in a text field reached Postgres and answered 500.
 * Every string field of every operation in openapi.yaml — body fields at any depth, query and
 * path parameters — now answers 400 naming the field.
 */

const contract = loadContract();

/** Text fields of the requests; header values cannot carry control characters at all (Node refuses them). */
const textFields = (operation: ContractOperation) => requestFields(contract, operation).filter((field) => field.types.includes('string') && field.part !== 'header');

/** A valid request for the operation with one string field holding a NUL. */
function requestWithNul(operation: ContractOperation, field: RequestField) {
  const valid = String(sampleValue(contract, field.schema));
  return requestWith(contract, operation, field, `${valid.slice(0, 1)}\u0000${valid.slice(1)}`);
}

let app: FastifyInstance;
let user: TestUser;
beforeAll(async () => {
  app = await createTestApp();
  user = await signedInUser(app, 'control-characters');
});
afterAll(() => app.close());

describe('a NUL in any string field of the contract', () => {
  const cases = contractOperations().flatMap((operation) => textFields(operation).map((field) => ({ operation, field, label: `${operation.operationId} ${field.part} ${field.keys.join('.')}` })));

  it('finds the contract’s text fields', () => {
    expect(cases.length).toBeGreaterThan(40);
  });

  it.each(cases)('$label answers 400 naming the field', async ({ operation, field }) => {
    const request = requestWithNul(operation, field);
    const headers = operation.secured ? { ...request.headers, authorization: user.authorization } : request.headers;
    const response = await app.inject({ method: request.method, url: request.url, headers, ...(request.payload === undefined ? {} : { payload: request.payload }) });
    expect(response.statusCode, response.body).toBe(400);
    const message = (response.json() as { error: { error_message: string } }).error.error_message;
    expect(message).toContain(fieldName(field));
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
