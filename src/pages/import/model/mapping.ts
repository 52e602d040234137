import type { CsvColumns, CsvMapping, Import, ImportCounts, ImportPreview } from '@/shared/api';

/** A column's job in a CSV mapping (the contract's `CsvColumns` keys). */
export type ColumnRole = keyof CsvColumns;
export type SignConvention = CsvMapping['sign'];
export type CsvPreset = CsvMapping['preset'];

export const ROLE_LABELS: Record<ColumnRole, string> = {
  date: 'Date',
  name: 'Description',
  amount: 'Amount',
  out: 'Money out',
  in: 'Money in',
  direction: 'Debit or credit',
  category: 'Category',
  memo: 'Memo',
  check_number: 'Check number',
  external_id: 'Transaction id',
  split_total: 'Split total',
};

export const SIGN_LABELS: Record<SignConvention, string> = {
  'negative-is-out': 'One amount, negative is money out',
  'positive-is-out': 'One amount, positive is money out',
  'out-in-columns': 'Money out and money in in two columns',
  'direction-column': 'A positive amount and a debit/credit column',
};

export const PRESET_LABELS: Record<CsvPreset, string> = { generic: 'A bank’s CSV', mint: 'Mint', ynab: 'YNAB', monarch: 'Monarch', actual: 'Actual', copilot: 'Copilot' };

/** How each app's export writes amounts (its documented columns), so choosing the preset sets the sign too. */
const PRESET_SIGNS: Partial<Record<CsvPreset, SignConvention>> = {
  mint: 'direction-column',
  ynab: 'out-in-columns',
  monarch: 'negative-is-out',
  actual: 'negative-is-out',
  copilot: 'positive-is-out',
};

/** The columns a sign convention reads amounts from. */
const AMOUNT_ROLES: Record<SignConvention, ColumnRole[]> = {
  'negative-is-out': ['amount'],
  'positive-is-out': ['amount'],
  'out-in-columns': ['out', 'in'],
  'direction-column': ['amount', 'direction'],
};

/** The roles the editor offers for a sign convention, the needed ones first. */
export function rolesFor(sign: SignConvention): { required: ColumnRole[]; optional: ColumnRole[] } {
  return { required: ['date', ...AMOUNT_ROLES[sign]], optional: ['name', 'category', 'memo', 'check_number', 'external_id'] };
}

/** The needed roles that have no column yet; the file cannot be read again until there are none. */
export function missingRoles(mapping: CsvMapping): ColumnRole[] {
  return rolesFor(mapping.sign).required.filter((role) => mapping.columns[role] === undefined);
}

/**
 * The mapping with `role` read from column `index` (or from none). A column does one job: a role
 * that read the same column before gives it up.
 */
export function withColumn(mapping: CsvMapping, role: ColumnRole, index: number | undefined): CsvMapping {
  const columns: Partial<Record<ColumnRole, number>> = {};
  for (const [other, column] of Object.entries(mapping.columns) as [ColumnRole, number | undefined][]) {
    if (other !== role && column !== undefined && column !== index) columns[other] = column;
  }
  if (index !== undefined) columns[role] = index;
  return { ...mapping, columns: columns as CsvColumns };
}

/** The mapping with another sign convention; the columns it no longer reads are dropped. */
export function withSign(mapping: CsvMapping, sign: SignConvention): CsvMapping {
  const unused = new Set(Object.values(AMOUNT_ROLES).flat().filter((role) => !AMOUNT_ROLES[sign].includes(role)));
  const columns = Object.fromEntries(Object.entries(mapping.columns).filter(([role]) => !unused.has(role as ColumnRole))) as CsvColumns;
  return { ...mapping, sign, columns };
}

/** The mapping as another app's export: its sign convention comes with it. */
export function withPreset(mapping: CsvMapping, preset: CsvPreset): CsvMapping {
  const sign = PRESET_SIGNS[preset];
  return { ...(sign ? withSign(mapping, sign) : mapping), preset };
}

/** The choices for a column select: each of the file's columns by its header (or its number). */
export function columnChoices(header: readonly string[] | null, columns: CsvColumns): { value: number; label: string }[] {
  const used = Object.values(columns).filter((n): n is number => n !== undefined);
  const width = header?.length ?? Math.max(0, ...used.map((n) => n + 1)) + 3;
  return Array.from({ length: width }, (_, index) => {
    const name = header?.[index]?.trim();
    return { value: index, label: name ? `Column ${index + 1}: ${name}` : `Column ${index + 1}` };
  });
}

const count = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

/** The preview's figures in words: "1,284 new, 12 likely duplicates". */
export const previewCountsText = ({ new: added, duplicates }: ImportCounts) =>
  duplicates > 0 ? `${count(added)} new, ${plural(duplicates, 'likely duplicate', 'likely duplicates')}` : `${count(added)} new`;

/** The rows a commit would add: the new ones, or every row when duplicates are kept too. */
export const rowsToAdd = (counts: ImportCounts, skipDuplicates: boolean) => (skipDuplicates ? counts.new : counts.new + counts.duplicates);

/** A finished import in words: "1,284 added, 12 duplicates skipped". */
export const resultText = ({ added, duplicates_skipped }: Pick<Import, 'added' | 'duplicates_skipped'>) =>
  duplicates_skipped > 0 ? `${count(added)} added, ${plural(duplicates_skipped, 'duplicate', 'duplicates')} skipped` : `${count(added)} added`;

/** The dates the preview's rows span, when the preview holds every row of the file; otherwise unknown. */
export function previewDateRange(preview: Pick<ImportPreview, 'rows' | 'counts'>): { start: string; end: string } | undefined {
  if (preview.rows.length === 0 || preview.rows.length < preview.counts.rows) return undefined;
  const dates = preview.rows.map((row) => row.date).sort();
  return { start: dates[0]!, end: dates[dates.length - 1]! };
}

/** The name a new account gets: the file's own account name, else the file's name without its extension. */
export function suggestedAccountName(preview: Pick<ImportPreview, 'accounts' | 'file_name'>): string {
  const named = preview.accounts.find((account) => account.name?.trim())?.name?.trim();
  return (named ?? preview.file_name.replace(/\.[^.]+$/, '').trim()).slice(0, 100) || 'Imported account';
}
