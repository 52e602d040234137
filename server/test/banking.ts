import { linkThroughWidget } from '../emulators/plaid/test-support.ts';
import { unsealAccessToken } from '../src/modules/items/access-token.ts';
import { testConfig } from './app.ts';
import { testDatabase } from './database.ts';
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
