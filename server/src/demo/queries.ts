import type { Db } from '../db/client.ts';

export async function userIdBySub(db: Db, issuer: string, sub: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('id').where('issuer', '=', issuer).where('sub', '=', sub).executeTakeFirst();
  return row?.id;
}
