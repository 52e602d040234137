import { sql } from 'kysely';
import { expect, vi } from 'vitest';
import { linkThroughWidget } from '../emulators/plaid/test-support.ts';
import { unsealAccessToken } from '../src/modules/items/access-token.ts';
import { lockItemWrites } from '../src/modules/items/index.ts';
import { testConfig } from './app.ts';
import { testDatabase } from './database.ts';
import { itemSyncPending } from './jobs.ts';
import type { TestUser } from './users.ts';

export const INSTITUTIONS = { firstPlatypus: 'ins_120686', tartan: 'ins_104650' } as const;

/** Links an institution the way the SPA does: link token from us, a Link session at Plaid, the exchange with us. */
export async function linkInstitution(user: TestUser, plaidBase: string, institutionId: string): Promise<string> {
  const token = await user.request('POST', '/api/create_link_token');
  if (token.statusCode !== 200) throw new Error(`create_link_token: ${token.body}`);
  const { public_token } = await linkThroughWidget(plaidBase, token.json().link_token, { institutionId });
  const exchange = await user.request('POST', '/api/set_access_token', `public_token=${encodeURIComponent(public_token)}`, { 'content-type': 'application/x-www-form-urlencoded' });
  if (exchange.statusCode !== 200 || exchange.json().status !== 'success') throw new Error(`set_access_token: ${exchange.body}`);
  return exchange.json().external_id;
}

/** The item's Plaid access token, unsealed as the server does (for sandbox calls in tests). */
export async function itemAccessToken(externalId: string): Promise<string> {
  const { db } = await testDatabase();
  const item = await db.selectFrom('items').select(['access_token_ciphertext', 'external_id']).where('external_id', '=', externalId).executeTakeFirstOrThrow();
  return unsealAccessToken(item, testConfig.encryptionKey);
}

/**
 * Runs `action` while a sync of `item` writes as syncs do: it holds the item's and the user's
 * locks and has updated the user's daily totals (as its rows' triggers do for their days); once
 * the action waits on a lock, it updates the user's rows of every item (as matching transfers
 * does) and commits. Resolves with the action's answer. Postgres only: PGlite runs one
 * transaction at a time.
 */
export async function besideAWritingSync<T>(item: { id: string; user_id: string }, action: () => Promise<T>): Promise<T> {
  const { db } = await testDatabase();
  let answer!: Promise<T>;
  await db.transaction().execute(async (trx) => {
    await lockItemWrites(trx, item);
    await trx.updateTable('money_daily').set((eb) => ({ counted: eb.ref('counted') })).where('user_id', '=', item.user_id).execute();
    answer = action();
    answer.catch(() => undefined);
    await vi.waitFor(
      async () => {
        const { rows } = await sql<{ waiting: number }>`
          select count(*)::int as waiting from pg_locks l join pg_stat_activity a using (pid)
          where not l.granted and a.datname = current_database() and l.pid <> pg_backend_pid()`.execute(trx);
        expect(rows[0]!.waiting).toBeGreaterThan(0);
      },
      { timeout: 30_000, interval: 50 },
    );
    await trx.updateTable('transactions').set((eb) => ({ name: eb.ref('name') })).where('user_id', '=', item.user_id).execute();
  });
  return answer;
}

/** Until the items' first syncs (queued by linking) have written their rows. */
export async function syncedFirst(...externalIds: string[]): Promise<void> {
  const { db } = await testDatabase();
  const items = await db.selectFrom('items').select('id').where('external_id', 'in', externalIds).execute();
  await vi.waitFor(
    async () => {
      for (const { id } of items) {
        expect(await itemSyncPending(id)).toBe(false);
        expect(await db.selectFrom('transactions').select('id').where('item_id', '=', id).limit(1).execute()).toHaveLength(1);
      }
    },
    { timeout: 60_000, interval: 100 },
  );
}
