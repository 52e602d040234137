import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import { usageMonth } from '../monthly-usage/index.ts';

/** What one call to `/mcp` tells about its client, for Settings' list (never what it asked). */
export interface ClientUse {
  userId: string;
  clientId: string;
  /** The name the client gave itself in `initialize`; undefined on other calls. */
  clientName?: string;
  /** A tool call counts towards "calls this month"; the protocol's own messages do not. */
  toolCall: boolean;
  at: number;
}

const MAX_NAME = 200;

/** Records a use: first and last seen, the month's tool calls (starting again each UTC month); a use with a token issued after a revocation brings the client back. */
export async function recordClientUse(db: Db, use: ClientUse): Promise<void> {
  const month = usageMonth(use.at);
  const at = new Date(use.at);
  const calls = use.toolCall ? 1 : 0;
  await db
    .insertInto('ai_clients')
    .values({ user_id: use.userId, client_id: use.clientId, client_name: use.clientName?.slice(0, MAX_NAME) ?? null, first_used_at: at, last_used_at: at, calls_month: month, calls_this_month: calls })
    .onConflict((oc) =>
      oc.columns(['user_id', 'client_id']).doUpdateSet({
        last_used_at: at,
        client_name: sql`coalesce(excluded.client_name, ai_clients.client_name)`,
        calls_this_month: sql`case when ai_clients.calls_month = ${month} then ai_clients.calls_this_month + ${calls} else ${calls} end`,
        calls_month: month,
        revoked_at: null,
      }),
    )
    .execute();
}

/** Whether the person revoked this client after the token was issued (`iat`, seconds). */
export async function isRevokedFor(db: Db, userId: string, clientId: string, issuedAtSeconds: number): Promise<boolean> {
  const row = await db.selectFrom('ai_clients').select('revoked_at').where('user_id', '=', userId).where('client_id', '=', clientId).executeTakeFirst();
  return Boolean(row?.revoked_at && issuedAtSeconds * 1000 <= row.revoked_at.getTime());
}

/** The person's clients not revoked, most recently used first, with this month's calls. */
export async function listClients(db: Db, userId: string, now: number) {
  const month = usageMonth(now);
  const rows = await db
    .selectFrom('ai_clients')
    .select(['client_id', 'client_name', 'first_used_at', 'last_used_at', 'calls_month', 'calls_this_month'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .orderBy('last_used_at', 'desc')
    .execute();
  return rows.map((r) => ({
    client_id: r.client_id,
    name: r.client_name,
    first_used_at: new Date(r.first_used_at).toISOString(),
    last_used_at: new Date(r.last_used_at).toISOString(),
    calls_this_month: r.calls_month === month ? Number(r.calls_this_month) : 0,
  }));
}

/** Whether the person has this client, not revoked. */
export async function hasClient(db: Db, userId: string, clientId: string): Promise<boolean> {
  const row = await db.selectFrom('ai_clients').select('client_id').where('user_id', '=', userId).where('client_id', '=', clientId).where('revoked_at', 'is', null).executeTakeFirst();
  return row !== undefined;
}

/** Revokes one of the person's clients; false when they have no such client not revoked. */
export async function revokeClient(db: Db, userId: string, clientId: string, now: number): Promise<boolean> {
  const result = await db.updateTable('ai_clients').set({ revoked_at: new Date(now) }).where('user_id', '=', userId).where('client_id', '=', clientId).where('revoked_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
