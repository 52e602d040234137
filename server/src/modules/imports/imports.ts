import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { ImportStatus, ManualAccountKind } from '../../db/schema.ts';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors.ts';
import { addDays, todayOf } from '../../lib/calendar.ts';
import { readAllChanges } from '../../vendors/index.ts';
import { analyzeSyncedTables, applyBankChanges, categoryFromText, categoryNamesOf, lockUserTransactions, recomputeTransferPairs, recordBalanceHistory, userCategoryNames } from './deps.ts';
import { findDuplicates, importKeys, type StoredRow } from './duplicates.ts';
import { fileAccountIds, fileBankData, fileOpening, type FileStatement, type KeptRow, type KeptSplit } from './file-bank-data.ts';
import { MAX_IMPORT_BYTES, tooLarge } from './limits.ts';
import { ACCOUNT_TYPES, insertManualAccount, isValuedKind, refreshManualBalance } from './manual-accounts.ts';
import { parseBankFile } from './parse-file.ts';
import { parseCsv } from './parse/csv.ts';
import { decodeBankFile } from './parse/decode.ts';
import type { CsvMapping, ImportFormat, ImportProblem, ParsedFile } from './parse/types.ts';

/** Imports with more rows than this are stored by a background job (the commit answers `running`). */
export const IMPORT_JOB_THRESHOLD = 5_000;
/** Rows the preview shows. */
export const PREVIEW_ROWS = 50;
/** An import adding at least this many rows refreshes the planner's statistics, as a first sync does. */
const ANALYZE_AFTER_ROWS = 5_000;
const UNNAMED = 'Unnamed transaction';

export type Encoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** The encoding `decodeBankFile` reads the bytes in (the same tests, in the same order). */
export function detectEncoding(bytes: Uint8Array): Encoding {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  if (/^\s*OFXHEADER:\s*100/.test(head) && /CHARSET:\s*1252/.test(head)) return 'windows-1252';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}


/** The contract's CsvMapping (snake_case) and the parser's (camelCase). */
export interface WireCsvMapping {
  preset: CsvMapping['preset'];
  delimiter: CsvMapping['delimiter'];
  header_line: number | null;
  date_format: CsvMapping['dateFormat'];
  decimal_separator: CsvMapping['decimalSeparator'];
  sign: CsvMapping['sign'];
  columns: { date: number; name?: number; memo?: number; category?: number; check_number?: number; external_id?: number; amount?: number; out?: number; in?: number; direction?: number; split_total?: number };
}

export function mappingFromWire(wire: WireCsvMapping): CsvMapping {
  const c = wire.columns;
  const columns = Object.fromEntries(
    Object.entries({ date: c.date, name: c.name, memo: c.memo, category: c.category, checkNumber: c.check_number, externalId: c.external_id, amount: c.amount, out: c.out, in: c.in, direction: c.direction, splitTotal: c.split_total }).filter(([, v]) => v !== undefined),
  ) as unknown as CsvMapping['columns'];
  return { preset: wire.preset, delimiter: wire.delimiter, headerLine: wire.header_line, dateFormat: wire.date_format, decimalSeparator: wire.decimal_separator, sign: wire.sign, columns };
}

export function mappingToWire(mapping: CsvMapping): WireCsvMapping {
  const c = mapping.columns;
  const columns = Object.fromEntries(
    Object.entries({ date: c.date, name: c.name, memo: c.memo, category: c.category, check_number: c.checkNumber, external_id: c.externalId, amount: c.amount, out: c.out, in: c.in, direction: c.direction, split_total: c.splitTotal }).filter(([, v]) => v !== undefined),
  ) as WireCsvMapping['columns'];
  return { preset: mapping.preset, delimiter: mapping.delimiter, header_line: mapping.headerLine, date_format: mapping.dateFormat, decimal_separator: mapping.decimalSeparator, sign: mapping.sign, columns };
}

const dollars = (cents: number) => cents / 100;

const problemText = (p: ImportProblem) => (p.line === null ? p.message : `Line ${p.line}${p.column ? `, column ${p.column}` : ''}: ${p.message}`);

function csvOf(parsed: ParsedFile) {
  return parsed.csv ? { mapping: mappingToWire(parsed.csv.mapping), header: parsed.csv.header } : null;
}

/** The file could not be read: 400 with every problem by line (nothing is stored). */
function unreadable(parsed: ParsedFile): HttpError {
  const problems = parsed.problems.map((p) => ({ line: p.line, ...(p.column ? { column: p.column } : {}), message: p.message }));
  const first = parsed.problems[0]!;
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more problem${problems.length === 2 ? '' : 's'})` : '';
  const csv = csvOf(parsed);
  return new HttpError(400, 'INVALID_FILE', `The file cannot be imported. ${problemText(first)}${more}`, {}, { problems, format: parsed.format, ...(csv ? { csv } : {}) });
}

export interface TargetAccount {
  id: string;
  apiId: string;
  name: string;
  itemId: string;
  currency: string | null;
  manual: boolean;
}

/** One of the user's active accounts (linked or manual) by its API id; 404 otherwise. */
export async function ownAccount(db: Db, userId: string, apiId: string): Promise<TargetAccount> {
  const row = await db
    .selectFrom('accounts as a')
    .innerJoin('items as i', 'i.id', 'a.item_id')
    .leftJoin('manual_accounts as m', 'm.account_id', 'a.id')
    .select(['a.id', 'a.plaid_account_id', 'a.name', 'a.item_id', 'a.iso_currency_code', 'i.source', 'm.kind'])
    .where('a.user_id', '=', userId)
    .where('a.plaid_account_id', '=', apiId)
    .where('a.is_active', '=', true)
    .where('i.status', '!=', 'inactive')
    .executeTakeFirst();
  if (!row) throw notFound('No such account.');
  if (row.kind && isValuedKind(row.kind)) throw badRequest('account_id: a home, a vehicle or another account valued by hand holds no transactions; choose an account of transactions.');
  return { id: row.id, apiId: row.plaid_account_id, name: row.name, itemId: row.item_id, currency: row.iso_currency_code, manual: row.source === 'manual' };
}

/** The account's rows a file's rows could duplicate (their dates, 3 days either side). */
async function storedRowsAround(db: Db, accountId: string, rows: readonly KeptRow[]): Promise<StoredRow[]> {
  if (rows.length === 0) return [];
  let first = rows[0]![1];
  let last = first;
  for (const r of rows) {
    if (r[1] < first) first = r[1];
    if (r[1] > last) last = r[1];
  }
  return db
    .selectFrom('transactions')
    .select(['date', 'amount_cents', 'name', 'merchant_name', 'import_key'])
    .where('account_id', '=', accountId)
    .where('date', '>=', addDays(first, -3))
    .where('date', '<=', addDays(last, 3))
    .execute();
}

/** Whether the same file (by its hash) was already imported into the account: importing it again adds nothing. */
async function sameFileCommitted(db: Db, userId: string, sha256: string, accountId: string, except?: string): Promise<boolean> {
  let query = db.selectFrom('imports').select('id').where('user_id', '=', userId).where('file_sha256', '=', sha256).where('account_id', '=', accountId).where('status', 'in', ['committed', 'running']);
  if (except) query = query.where('id', '!=', except);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

const candidates = (rows: readonly KeptRow[]) => rows.map(([, date, amountCents, name, , key]) => ({ date, amountCents, name, key }));

export interface PreviewInput {
  fileName: string;
  bytes: Uint8Array;
  accountApiId?: string;
  mapping?: WireCsvMapping;
}

/** Reads the file, keeps its rows as an import `previewed`, and answers what a commit would store. */
export async function previewImport(db: Db, userId: string, input: PreviewInput) {
  if (input.bytes.byteLength > MAX_IMPORT_BYTES) throw new HttpError(413, 'PAYLOAD_TOO_LARGE', `file (body): ${tooLarge(input.bytes.byteLength).message}`);
  const account = input.accountApiId ? await ownAccount(db, userId, input.accountApiId) : null;
  const encoding = detectEncoding(input.bytes);
  let parsed = parseBankFile(input.bytes);
  if (input.mapping && parsed.format === 'csv') parsed = parseCsv(decodeBankFile(input.bytes), mappingFromWire(input.mapping));
  if (parsed.problems.length > 0) throw unreadable(parsed);
  if (parsed.rows.length === 0) throw unreadable({ ...parsed, problems: [{ line: null, message: 'The file holds no transactions.' }] });

  const keys = importKeys(parsed.rows.map((r) => ({ date: r.date, amountCents: r.amountCents, name: r.name || r.memo || UNNAMED, externalId: r.externalId })));
  const kept: KeptRow[] = parsed.rows.map((r, i): KeptRow => {
    const row = [r.line, r.date, r.amountCents, r.name || r.memo || UNNAMED, r.category ?? r.splits.find((s) => s.category)?.category ?? null, keys[i]!, r.accountIndex] as const;
    // A file's split (QIF) is kept as the row's split: each part under its category.
    return r.splits.length > 1 ? [...row, r.splits.map((s): KeptSplit => [s.amountCents, s.category, s.memo])] : [...row];
  });
  const sha256 = createHash('sha256').update(input.bytes).digest('hex');
  const userNames = userCategoryNames(await categoryNamesOf(db, userId));
  const again = account !== null && (await sameFileCommitted(db, userId, sha256, account.id));
  const duplicates = again ? kept.map(() => true) : account ? findDuplicates(candidates(kept), await storedRowsAround(db, account.id, kept)) : kept.map(() => false);
  const duplicateCount = duplicates.filter(Boolean).length;

  const preview: FileStatement = { accounts: parsed.accounts, rows: kept };
  const stored = await db
    .insertInto('imports')
    .values({
      user_id: userId,
      file_name: input.fileName.slice(0, 255),
      format: parsed.format,
      encoding,
      file_sha256: sha256,
      account_id: account?.id ?? null,
      row_count: kept.length,
      preview: JSON.stringify(preview),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  return {
    import_id: stored.id,
    file_name: input.fileName,
    format: parsed.format as ImportFormat,
    encoding,
    csv: csvOf(parsed),
    account_id: account?.apiId ?? null,
    accounts: parsed.accounts.map((a, index) => {
      const opening = fileOpening(preview, index, ACCOUNT_TYPES[a.type].owed);
      return {
        external_id: a.externalId,
        name: a.name,
        type: a.type,
        currency: a.currency,
        balance: a.ledgerBalanceCents === null ? null : dollars(a.ledgerBalanceCents),
        balance_date: a.ledgerBalanceDate,
        opening_balance: opening ? dollars(opening.openingCents) : null,
        opening_date: opening?.openingDate ?? null,
      };
    }),
    rows: kept.slice(0, PREVIEW_ROWS).map(([line, date, amountCents, name, category], i) => ({
      line,
      date,
      name,
      amount: dollars(amountCents),
      category_text: category,
      category_primary: categoryFromText(category, amountCents, userNames)?.primary ?? null,
      duplicate: duplicates[i]!,
    })),
    counts: { rows: kept.length, new: kept.length - duplicateCount, duplicates: duplicateCount },
    problems: [] as { line: number | null; column?: number; message: string }[],
  };
}

/** An import as the API shows it. */
export async function importView(db: Db, userId: string, importId: string) {
  const [view] = await importViews(db, userId, importId);
  if (!view) throw notFound('No such import.');
  return view;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user's imports (one, or every one but previews), newest first. */
export async function importViews(db: Db, userId: string, importId?: string) {
  if (importId !== undefined && !UUID.test(importId)) return [];
  let query = db
    .selectFrom('imports as m')
    .leftJoin('accounts as a', 'a.id', 'm.account_id')
    .select(['m.id', 'm.file_name', 'm.format', 'm.status', 'm.row_count', 'm.added', 'm.duplicates_skipped', 'm.error', 'm.created_at', 'a.plaid_account_id', 'a.name as account_name'])
    .where('m.user_id', '=', userId);
  query = importId !== undefined ? query.where('m.id', '=', importId) : query.where('m.status', '!=', 'previewed');
  const rows = await query.orderBy('m.created_at', 'desc').orderBy('m.id', 'desc').execute();
  return rows.map((r) => ({
    import_id: r.id,
    file_name: r.file_name,
    format: r.format,
    account_id: r.status === 'previewed' ? null : (r.plaid_account_id ?? null),
    account_name: r.status === 'previewed' ? null : (r.account_name ?? null),
    status: r.status as ImportStatus,
    rows: r.row_count,
    added: r.added,
    duplicates_skipped: r.duplicates_skipped,
    error: r.error,
    created_at: r.created_at.toISOString(),
  }));
}

/** The opening of a new account for the file's one account, when its statement gives a closing balance. */
async function newAccountOpening(db: Db, importId: string, owed: boolean) {
  const imp = await db.selectFrom('imports').select('preview').where('id', '=', importId).executeTakeFirst();
  if (!imp?.preview) return null;
  const preview = (typeof imp.preview === 'string' ? JSON.parse(imp.preview) : imp.preview) as FileStatement;
  return preview.accounts.length === 1 ? fileOpening(preview, 0, owed) : null;
}

export interface CommitTarget {
  accountApiId?: string;
  newAccount?: { name: string; type: ManualAccountKind };
  skipDuplicates: boolean;
}

export interface ImportJobs {
  /** Queues the storing of a committed import (status `running`). */
  request(importId: string): Promise<void>;
}

/**
 * Commits a previewed import into the chosen (or a new manual) account: small imports are stored
 * here, in one transaction; larger ones are marked `running` and stored by a job.
 */
export async function commitImport(db: Db, userId: string, importId: string, target: CommitTarget, jobs: ImportJobs, now: () => number) {
  if (!UUID.test(importId)) throw notFound('No such import.');
  const found = await db.selectFrom('imports').select(['id', 'status', 'row_count']).where('user_id', '=', userId).where('id', '=', importId).executeTakeFirst();
  if (!found) throw notFound('No such import.');
  if ((target.accountApiId === undefined) === (target.newAccount === undefined)) throw new HttpError(400, 'INVALID_REQUEST', 'account_id (body) or new_account (body): send exactly one of them.');
  if (found.status !== 'previewed') throw conflict(`This import is already ${found.status}.`);
  const existing = target.accountApiId ? await ownAccount(db, userId, target.accountApiId) : null;
  // A new account made from a one-account statement opens so that its balance after the import is the statement's closing balance.
  const opening = existing ? null : await newAccountOpening(db, importId, ACCOUNT_TYPES[target.newAccount!.type].owed);
  const background = found.row_count > IMPORT_JOB_THRESHOLD;

  const claimed = await db.transaction().execute(async (trx) => {
    const accountId = existing?.id ?? (await insertManualAccount(trx, userId, { name: target.newAccount!.name, type: target.newAccount!.type, openingCents: opening?.openingCents ?? 0, openingDate: opening?.openingDate ?? '1900-01-01' }));
    const row = await trx
      .updateTable('imports')
      .set({ account_id: accountId, skip_duplicates: target.skipDuplicates, ...(background ? { status: 'running' } : {}) })
      .where('id', '=', importId)
      .where('user_id', '=', userId)
      .where('status', '=', 'previewed')
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  });
  if (!claimed) throw conflict('This import is already being committed.');
  if (background) await jobs.request(importId);
  else await storeImport(db, importId, now);
  return importView(db, userId, importId);
}

/**
 * Stores an import's rows into its account, all or nothing, through the write path synced rows
 * take (`applyBankChanges`, the file read as a `BankData` source): under the user's lock, the money
 * rollups kept by their triggers, transfers matched anew, budget alerts sent, a manual account's
 * balance brought up to date. Rows already in the account
 * (by key) are never added twice; likely duplicates are left out unless the commit said otherwise.
 */
export async function storeImport(db: Db, importId: string, now: () => number): Promise<{ added: number; skipped: number } | null> {
  const result = await db.transaction().execute(async (trx) => {
    const head = await trx.selectFrom('imports').select(['user_id']).where('id', '=', importId).executeTakeFirst();
    if (!head) return null;
    await lockUserTransactions(trx, head.user_id);
    const imp = await trx
      .selectFrom('imports')
      .select(['id', 'user_id', 'status', 'account_id', 'skip_duplicates', 'preview', 'file_sha256'])
      .where('id', '=', importId)
      .forUpdate()
      .executeTakeFirst();
    if (!imp || (imp.status !== 'previewed' && imp.status !== 'running') || !imp.account_id) return null;
    const account = await trx
      .selectFrom('accounts as a')
      .innerJoin('items as i', 'i.id', 'a.item_id')
      .select(['a.id', 'a.item_id', 'a.iso_currency_code', 'i.source'])
      .where('a.id', '=', imp.account_id)
      .executeTakeFirstOrThrow();
    const preview = (typeof imp.preview === 'string' ? JSON.parse(imp.preview) : imp.preview) as FileStatement;
    const rows = preview.rows;
    const again = await sameFileCommitted(trx, imp.user_id, imp.file_sha256, account.id, importId);
    const duplicates = again ? rows.map(() => true) : findDuplicates(candidates(rows), await storedRowsAround(trx, account.id, rows));
    const currency = account.iso_currency_code ?? preview.accounts.find((a) => a.currency)?.currency ?? 'USD';
    // The file is a bank-data source; its rows take the one write path for bank rows.
    const source = fileBankData(preview, importId, () => currency, userCategoryNames(await categoryNamesOf(trx, imp.user_id)));
    const changes = await readAllChanges(source, '', null);
    const keep = (i: number) => !((imp.skip_duplicates || again) && duplicates[i]);
    const accountIds = new Map(fileAccountIds(preview).map((id) => [id, account.id]));
    const { written: added, since } = await applyBankChanges(trx, { userId: imp.user_id, itemId: account.item_id, accountIds, importId }, { added: changes.added.filter((_, i) => keep(i)), modified: [], removed: [] }, todayOf(now));
    if (account.source === 'manual') await refreshManualBalance(trx, account.id, todayOf(now));
    else await recordBalanceHistory(trx, imp.user_id, [account.id], { today: todayOf(now), since });
    await trx
      .updateTable('imports')
      .set({ status: 'committed', added, duplicates_skipped: rows.length - added, preview: null, committed_at: new Date(), error: null })
      .where('id', '=', importId)
      .execute();
    return { added, skipped: rows.length - added };
  });
  if (result && result.added >= ANALYZE_AFTER_ROWS) await analyzeSyncedTables(db);
  return result;
}

/** A background import that could not be stored: nothing was (its transaction rolled back); the user sees why. */
export async function markImportFailed(db: Db, importId: string, message: string): Promise<void> {
  await db.updateTable('imports').set({ status: 'failed', error: message.slice(0, 500), preview: null }).where('id', '=', importId).where('status', '=', 'running').execute();
}

/** Removes exactly the rows the import added, and the import, in one transaction. */
export async function undoImport(db: Db, userId: string, importId: string, now: () => number = Date.now): Promise<number> {
  if (!UUID.test(importId)) throw notFound('No such import.');
  return db.transaction().execute(async (trx) => {
    await lockUserTransactions(trx, userId);
    const imp = await trx.selectFrom('imports').select(['id', 'status', 'account_id']).where('user_id', '=', userId).where('id', '=', importId).forUpdate().executeTakeFirst();
    if (!imp) throw notFound('No such import.');
    if (imp.status === 'running') throw conflict('This import is still being stored; undo it once it is committed.');
    const earliest = await trx.selectFrom('transactions').select(sql<string | null>`to_char(min(date), 'YYYY-MM-DD')`.as('day')).where('user_id', '=', userId).where('import_id', '=', importId).executeTakeFirst();
    const removed = await trx.deleteFrom('transactions').where('user_id', '=', userId).where('import_id', '=', importId).executeTakeFirst();
    await trx.deleteFrom('imports').where('id', '=', importId).execute();
    const count = Number(removed.numDeletedRows);
    if (count > 0) await recomputeTransferPairs(trx, userId);
    if (imp.account_id) {
      const manual = await trx.selectFrom('manual_accounts').select('account_id').where('account_id', '=', imp.account_id).executeTakeFirst();
      if (manual) await refreshManualBalance(trx, imp.account_id, todayOf(now));
      else if (earliest?.day) await recordBalanceHistory(trx, userId, [imp.account_id], { today: todayOf(now), since: earliest.day });
    }
    return count;
  });
}
