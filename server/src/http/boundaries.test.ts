import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandIn, type RunningStandIn } from '../../emulators/openai/test-support.ts';
import { startEmulator as startPlaid, tempDataDir, type RunningEmulator as RunningPlaid } from '../../emulators/plaid/test-support.ts';
import { startEmulator as startStripe, type RunningEmulator as RunningStripe } from '../../emulators/stripe/test-support.ts';
import { createTestApp } from '../../test/app.ts';
import { fieldName, requestFields, requestWith, sampleRequest, type RequestField, type SampleChoices, type SampleRequest } from '../../test/contract-samples.ts';
import { idOf, subscriberWithLedger } from '../../test/ledger.ts';
import { sampleRows } from '../../test/ledger-sample.ts';
import type { TestUser } from '../../test/users.ts';
import { contractOperations, loadContract, type ContractOperation } from './contract.ts';

/**
 * Issue 21, item 4: year 0000 in a date, or a version past 2³¹−1, answered 500. Every parameter and
 * body field of openapi.yaml is sent boundary values here — years 0 to 9999, 2³¹, 2⁵³, 1e308, −0,
 * NaN and Infinity as text, empty and very long values — by a subscriber with transactions, with
 * every vendor emulated: no answer may be a 5xx (the test app also turns an answer the contract
 * does not describe into a 500), and a value outside the contract's range is a 400 naming the field.
 */

const contract = loadContract();

/** The range every date, timestamp, month and period of a request must fall in. */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2199;
const INT32_MAX = 2 ** 31 - 1;

interface Probe {
  value: unknown;
  /** Outside the range the contract promises to refuse: the answer must be 400 naming the field. */
  outOfRange: boolean;
}

const YEARS = ['0000', '0001', '1899', '1900', '2199', '2200', '9999'];
const yearOutside = (year: string) => Number(year) < FIRST_YEAR || Number(year) > LAST_YEAR;

/** Years at the edges and beyond, in the field's own form. */
function calendarProbes(format: string): Probe[] {
  const forms: Record<string, (year: string) => string[]> = {
    date: (y) => [`${y}-01-01`, `${y}-12-31`],
    'date-time': (y) => [`${y}-01-01T00:00:00Z`, `${y}-12-31T23:59:59.999Z`],
    month: (y) => [`${y}-01`, `${y}-12`],
    period: (y) => [y, `Q1 ${y}`, `Q4 ${y}`, `January ${y}`, `December ${y}`],
  };
  const probes = YEARS.flatMap((year) => forms[format]!(year).map((value) => ({ value, outOfRange: yearOutside(year) })));
  if (format !== 'date-time') return probes;
  return [
    ...probes,
    // A leap second (valid RFC 3339, not a JavaScript date), and an offset carrying the last day past the range.
    { value: '2024-06-30T23:59:60Z', outOfRange: false },
    { value: '2199-12-31T23:59:59-01:00', outOfRange: true },
  ];
}

const CALENDAR_FORMATS = ['date', 'date-time', 'month', 'period'];
const LONG = 'x'.repeat(10_000);

/** Texts that look like numbers or nothing, and a very long one. */
const TEXT_PROBES: Probe[] = ['', 'NaN', 'Infinity', '-0', '2147483648', '9007199254740993', '1e308', '-1e308', '0x10', '1e-400'].map((value) => ({ value, outOfRange: false }));

function probesFor(field: RequestField): Probe[] {
  const { schema, types } = field;
  const numeric = types.includes('integer') || types.includes('number');
  const probes: Probe[] = [...TEXT_PROBES];
  if (types.includes('string') && schema.format && CALENDAR_FORMATS.includes(schema.format)) probes.push(...calendarProbes(schema.format));
  if (types.includes('string') && !schema.enum && schema.const === undefined) probes.push({ value: LONG, outOfRange: true });
  if (numeric) {
    const numbers = [0, -0, -1, 0.5, INT32_MAX, INT32_MAX + 1, 2 ** 53, 2 ** 53 + 2, 1e20, 1e308, -1e308];
    const maximum = schema.maximum ?? schema.exclusiveMaximum ?? Infinity;
    const outOfRange = (n: number) => n > maximum;
    // A JSON body carries numbers as numbers; a query, a path or a header as text.
    probes.push(...numbers.map((n) => ({ value: field.part === 'body' ? n : String(n), outOfRange: outOfRange(n) })));
  }
  return probes;
}

/** The operation's calendar fields of one format, for a range wholly at the edge (start and end in the same year). */
const calendarSiblings = (operation: ContractOperation, format: string) =>
  requestFields(contract, operation).filter((field) => field.part !== 'body' && field.schema.format === format);

function requestWithAll(operation: ContractOperation, fields: RequestField[], value: unknown): SampleRequest {
  const request = sampleRequest(contract, operation, choicesFor(operation));
  const [path, search = ''] = request.url.split('?') as [string, string?];
  const query = new URLSearchParams(search);
  for (const field of fields) query.set(String(field.keys[0]), String(value));
  return { ...request, url: `${path}?${query}` };
}

/**
 * Where the contract's samples stop at a handler's own check (a transaction that must exist, the
 * endpoint's own analysis type, the caller's own profile), values that take the probes on to the
 * work behind it.
 */
function choicesFor(operation: ContractOperation): SampleChoices {
  const transactionId = idOf(user, sampleRows()[0]!);
  const analysis = (type: string): SampleChoices => ({ body: { workflow_type: type, is_follow_up: false } });
  const choices: Record<string, SampleChoices> = {
    signIn: { body: { sub: user.sub } },
    recategorizeTransaction: { path: { transaction_id: transactionId }, body: { category: { primary: 'FOOD_AND_DRINK' } } },
    getMerchantDetails: { path: { transaction_id: transactionId } },
    saveBudget: { body: { categories: [{ category: 'FOOD_AND_DRINK', amount: 120, version: 0 }] } },
    runAccountDetailAnalysis: analysis('account_detail_analysis'),
    runIncomeSpendAnalysis: analysis('income_spend_analysis'),
    runBudgetAnalysis: analysis('budget_analysis'),
  };
  return choices[operation.operationId] ?? {};
}

let plaid: RunningPlaid;
let stripe: RunningStripe;
let model: RunningStandIn;
let app: FastifyInstance;
let user: TestUser;
const plaidData = tempDataDir();
const stripeData = tempDataDir();

beforeAll(async () => {
  [plaid, stripe, model] = await Promise.all([startPlaid({ dataDir: plaidData.dir }), startStripe(stripeData.dir), startStandIn()]);
  app = await createTestApp({ vendors: { plaid: plaid.plaid, stripe: stripe.stripe, model: model.openai } });
  ({ user } = await subscriberWithLedger(app, 'boundaries', sampleRows()));
  // An upper bound only: when this file runs first, the shared test database is made here, which took 70 s on a loaded machine.
}, 180_000);
afterAll(async () => {
  await app.close();
  await Promise.all([plaid.close(), stripe.close(), model.close()]);
  plaidData.remove();
  stripeData.remove();
});

async function send(operation: ContractOperation, request: SampleRequest) {
  const headers = operation.secured ? { ...request.headers, authorization: user.authorization } : request.headers;
  return app.inject({ method: request.method, url: request.url, headers, ...(request.payload === undefined ? {} : { payload: request.payload }) });
}

const describeValue = (value: unknown) => (typeof value === 'string' ? (value.length > 40 ? `"${value.slice(0, 8)}…" (${value.length} characters)` : JSON.stringify(value)) : Object.is(value, -0) ? '-0' : String(value));

const operations = contractOperations(contract);

describe('the contract bounds every field', () => {
  const fields = operations.flatMap((operation) => requestFields(contract, operation).map((field) => ({ operation, field })));

  it('finds the fields of every operation that takes any', () => {
    expect(fields.length).toBeGreaterThan(100);
  });

  it.each(fields.map(({ operation, field }) => [`${operation.operationId} ${fieldName(field)}`, field] as const))('%s has a limit', (_label, field) => {
    const { schema, types } = field;
    if (types.includes('integer') || types.includes('number')) expect(schema.maximum ?? schema.exclusiveMaximum, 'a maximum').toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
    if (types.includes('integer')) expect(schema.maximum, 'an integer fits Postgres’ integer or is a Unix time in the range').toBeLessThanOrEqual(Date.UTC(LAST_YEAR + 1, 0, 1) / 1000);
    if (types.includes('string') && !schema.enum && schema.const === undefined) expect(schema.maxLength, 'a maxLength').toBeLessThanOrEqual(LONG.length - 1);
    // A year in a pattern is a calendar value: it needs a calendar format, which carries the range.
    if (schema.pattern?.includes('\\d{4}')) expect(CALENDAR_FORMATS, 'a calendar format').toContain(schema.format);
    if (schema.format && CALENDAR_FORMATS.includes(schema.format)) expect((schema as { 'x-range'?: string[] })['x-range'], 'an x-range').toHaveLength(2);
  });
});

describe('boundary values in every field of the contract', () => {
  const cases = operations.flatMap((operation) =>
    requestFields(contract, operation).map((field) => ({ operation, field, label: `${operation.operationId} ${fieldName(field)}` })),
  );

  it.each(cases)('$label: no 5xx, and 400 naming the field when out of range', async ({ operation, field }) => {
    for (const probe of probesFor(field)) {
      const response = await send(operation, requestWith(contract, operation, field, probe.value, choicesFor(operation)));
      const what = `${describeValue(probe.value)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
      expect(response.statusCode, what).toBeLessThan(500);
      if (!probe.outOfRange) continue;
      // A path parameter past the router's length is refused before validation (414).
      if (field.part === 'path' && response.statusCode === 414) continue;
      expect(response.statusCode, what).toBe(400);
      expect(response.json().error.error_message, what).toContain(fieldName(field));
    }
  });

  const ranges = operations.flatMap((operation) =>
    CALENDAR_FORMATS.map((format) => ({ operation, format, fields: calendarSiblings(operation, format) }))
      .filter(({ fields }) => fields.length > 1)
      .map((entry) => ({ ...entry, label: `${operation.operationId} ${entry.fields.map(fieldName).join(' and ')}` })),
  );

  it.each(ranges)('$label in one year at a time: no 5xx, and 400 naming one of them when out of range', async ({ operation, format, fields }) => {
    for (const probe of calendarProbes(format)) {
      const response = await send(operation, requestWithAll(operation, fields, probe.value));
      const what = `${describeValue(probe.value)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
      expect(response.statusCode, what).toBeLessThan(500);
      if (!probe.outOfRange) continue;
      expect(response.statusCode, what).toBe(400);
      expect(fields.some((field) => response.json().error.error_message.includes(fieldName(field))), what).toBe(true);
    }
  });
});

describe('a body past the size limit', () => {
  const MEGABYTE = 'x'.repeat(1_000_000);
  const cases = operations.flatMap((operation) =>
    requestFields(contract, operation)
      .filter((field) => field.part === 'body' && field.types.includes('string'))
      .map((field) => ({ operation, field, label: `${operation.operationId} ${fieldName(field)}` })),
  );

  it.each(cases)('$label holding 1 MB of text answers 413 naming it', async ({ operation, field }) => {
    const response = await send(operation, requestWith(contract, operation, field, MEGABYTE, choicesFor(operation)));
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json()).toEqual({
      error: { error_code: 'PAYLOAD_TOO_LARGE', error_message: `${fieldName(field)} is too large: a request body may have at most 262144 bytes.` },
      message: `${fieldName(field)} is too large: a request body may have at most 262144 bytes.`,
    });
  });

  it('is read only up to the limit when its Content-Length says more', async () => {
    const body = JSON.stringify({ id: 'user-1', submitted_user_query: MEGABYTE, is_user_input: true, created_date: '2024-01-15T12:00:00Z' });
    const response = await app.inject({ method: 'POST', url: '/api/chat/response', headers: { authorization: user.authorization, 'content-type': 'application/json', 'content-length': String(body.length) }, payload: body });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.error_message).toMatch(/^submitted_user_query \(body\) is too large/);
  });

  it('a body just within the limit is read, and its field too long for the contract is a 400 naming it', async () => {
    const envelope = JSON.stringify({ id: 'user-1', submitted_user_query: '', is_user_input: true, created_date: '2024-01-15T12:00:00Z' });
    const query = 'x'.repeat(262_144 - Buffer.byteLength(envelope));
    const response = await user.request('POST', '/api/chat/response', { id: 'user-1', submitted_user_query: query, is_user_input: true, created_date: '2024-01-15T12:00:00Z' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.error_message).toBe('submitted_user_query (body) must NOT have more than 1000 characters.');
  });
});
