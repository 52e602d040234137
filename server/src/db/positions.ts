import { sql } from 'kysely';
import type { Db } from './client.ts';

/** Tables of rows a person puts in an order of their own (a `position` from 0, ties by creation). */
type OrderedTable = 'categories' | 'category_groups' | 'transaction_rules';

/** Numbers the rows 0, 1, 2 … in the order given, in one statement. */
export async function renumber(trx: Db, table: OrderedTable, order: readonly string[]): Promise<void> {
  if (order.length === 0) return;
  await sql`
    update ${sql.table(table)} t set position = o.position - 1
    from unnest(${order}::uuid[]) with ordinality as o(id, position)
    where t.id = o.id`.execute(trx);
}

/** The siblings' ids with `movedId` at `position` (0 first; past the end: last). */
export function placedAt(siblings: readonly { id: string }[], movedId: string, position: number): string[] {
  const others = siblings.filter((s) => s.id !== movedId).map((s) => s.id);
  return [...others.slice(0, position), movedId, ...others.slice(position)];
}
