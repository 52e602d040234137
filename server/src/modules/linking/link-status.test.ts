import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { testDatabase } from '../../../test/database.ts';
import { accessToken } from '../../../test/tokens.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

it('reports a bank as linked only while the caller has an active item', async () => {
  const sub = 'auth0|link-status';
  const headers = { authorization: `Bearer ${await accessToken(sub)}` };
  await app.inject({ method: 'POST', url: '/auth/signin', headers, payload: { sub, email: 'link-status@example.com' } });
  const linkStatus = async () => (await app.inject({ method: 'GET', url: '/api/link', headers })).json();
  expect(await linkStatus()).toEqual({ status: 'not_linked' });

  const { db } = await testDatabase();
  const user = await db.selectFrom('users').select('id').where('sub', '=', sub).executeTakeFirstOrThrow();
  await db
    .insertInto('items')
    .values({ user_id: user.id, external_id: 'item_link_status', plaid_item_id: 'plaid-link-status', access_token_ciphertext: 'x', institution_id: 'ins_1', institution_name: 'Tartan Credit Union' })
    .execute();
  expect(await linkStatus()).toEqual({ status: 'success' });

  await db.updateTable('items').set({ status: 'inactive' }).where('external_id', '=', 'item_link_status').execute();
  expect(await linkStatus()).toEqual({ status: 'not_linked' });
});
