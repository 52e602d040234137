import { randomBytes } from 'node:crypto';
import { open, seal } from '../../lib/secret-box.ts';
import type { ItemRow } from './queries.ts';

/** Our public id for an item: never Plaid's item id, never its access token. */
export const newExternalId = () => `item_${randomBytes(12).toString('hex')}`;

/** Seals a Plaid access token for storage, bound to the item it belongs to. */
export const sealAccessToken = (accessToken: string, key: Buffer, externalId: string) => seal(accessToken, key, externalId);

/** The item's Plaid access token, unsealed for a call to Plaid (never for a response or a log). */
export const unsealAccessToken = (item: Pick<ItemRow, 'access_token_ciphertext' | 'external_id'>, key: Buffer) =>
  open(item.access_token_ciphertext, key, item.external_id);
