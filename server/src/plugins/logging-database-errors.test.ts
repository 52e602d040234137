import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { testDatabase } from '../../test/database.ts';
import { signedInUser, type TestUser } from '../../test/users.ts';
import { loadConfig } from '../config.ts';

/**
 * Postgres quotes the values it refuses in its messages ('date/time field value out of range:
 * "0000-01-01"'); a failed statement must reach the log as its code and what it names, never a value.
 * Each case is a statement the database refuses, run by a handler the way a handler's query fails.
 */
const lines: string[] = [];
let app: FastifyInstance;
let user: TestUser;
let failing: () => Promise<unknown> = async () => undefined;

beforeAll(async () => {
  const config = loadConfig({ DATA_DIR: '/tmp/ledgerline-test-data', ENCRYPTION_KEY: '11'.repeat(32), LOG_LEVEL: 'info' });
  app = await createTestApp({
    config,
    logger: true,
    logStream: { write: (line: string) => void lines.push(line) },
    handlers: {
      getMe: async () => {
        await failing();
        return { status: 'success', has_item: false };
      },
    },
  });
  user = await signedInUser(app, 'db-error-logs');
});
afterAll(() => app?.close());

/** The log line of the one unhandled error the request caused. */
async function loggedError(statement: () => Promise<unknown>): Promise<Record<string, unknown>> {
  failing = statement;
  const from = lines.length;
  const response = await user.request('GET', '/auth/@me');
  expect(response.statusCode).toBe(500);
  const errors = lines.slice(from).map((line) => JSON.parse(line) as { msg: string; err?: Record<string, unknown> }).filter((line) => line.msg === 'unhandled error');
  expect(errors).toHaveLength(1);
  return errors[0]!.err!;
}

describe('a database error in the logs', () => {
  it('names its code, not the date it refused', async () => {
    const { db } = await testDatabase();
    const err = await loggedError(() => sql`select ${'0000-01-01'}::date`.execute(db));
    expect(err).toMatchObject({ type: 'DatabaseError', code: '22008', message: 'date/time field value out of range: "[value]"' });
    expect(JSON.stringify(err)).not.toContain('0000-01-01');
  });

  it('names its code and the type, not the number it refused', async () => {
    const { db } = await testDatabase();
    for (const [value, code] of [
      ['1e+308', '22P02'],
      ['2147483648', '22003'],
    ] as const) {
      const err = await loggedError(() => sql`select ${value}::integer`.execute(db));
      expect(err, value).toMatchObject({ type: 'DatabaseError', code });
      expect(err.message, value).toMatch(/type integer/);
      expect(JSON.stringify(err), value).not.toContain(value);
    }
  });

  it('names the constraint and table of a violation, never the row (an email here)', async () => {
    const { db } = await testDatabase();
    const { issuer, sub } = await db.selectFrom('users').select(['issuer', 'sub']).where('id', '=', user.id).executeTakeFirstOrThrow();
    const err = await loggedError(() => db.insertInto('users').values({ issuer, sub, email: 'copy.of.someone@example.com' }).execute());
    expect(err).toMatchObject({ type: 'DatabaseError', code: '23505', table: 'users', constraint: expect.stringMatching(/^users_/) });
    expect(err.message).toContain(`"${err.constraint as string}"`);
    expect(JSON.stringify(err)).not.toMatch(/copy\.of\.someone|\[email\]|db-error-logs/);
  });

  it('names the column of a missing value', async () => {
    const { db } = await testDatabase();
    const err = await loggedError(() => sql`insert into monthly_usage (user_id, month, scope, used) values (${user.id}, ${'2026-01'}, ${null}, ${1})`.execute(db));
    expect(err).toMatchObject({ type: 'DatabaseError', code: '23502', table: 'monthly_usage', column: 'scope' });
    expect(JSON.stringify(err)).not.toContain(user.id);
  });
});
