import { badRequest } from '../../http/errors.ts';
import type { PageKey, TransactionSort } from './queries.ts';

/**
 * The `next_cursor` of a transactions page, opaque to callers: the sort it was read in, the
 * number of the page it opens, and the last row's sort key and id (the keyset).
 */
interface Cursor extends PageKey {
  sort: TransactionSort;
  page: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_PAGE = 100_000;
/** A split row's parts, at most (20 and a remainder). */
const MAX_PARTS = 21;

export function writeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.page, cursor.key, cursor.id, cursor.part])).toString('base64url');
}

/** The cursor `after` carries, for a list in `sort`; 400 naming `after` when it is not one a page of that sort gave. */
export function readCursor(after: string, sort: TransactionSort): Cursor {
  const refused = (why: string) => badRequest(`after: ${why}; pass the next_cursor of a page as it was given.`);
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
  } catch {
    throw refused('not a cursor of this list');
  }
  if (!Array.isArray(parts) || parts.length !== 5) throw refused('not a cursor of this list');
  const [cursorSort, page, key, id, part] = parts as unknown[];
  if (cursorSort !== sort) throw refused(`it continues a list sorted ${String(cursorSort)}, not ${sort}`);
  const byDate = sort.startsWith('date');
  const keyOk = byDate ? typeof key === 'string' && DATE.test(key) : Number.isSafeInteger(key);
  if (!Number.isInteger(page) || (page as number) < 2 || (page as number) > MAX_PAGE || !keyOk || typeof id !== 'string' || !UUID.test(id) || !Number.isInteger(part) || (part as number) < 0 || (part as number) > MAX_PARTS) throw refused('not a cursor of this list');
  return { sort, page: page as number, key: key as string | number, id, part: part as number };
}
