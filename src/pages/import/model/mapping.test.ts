import { describe, expect, it } from 'vitest';
import type { CsvMapping } from '@/shared/api';
import { columnChoices, missingRoles, previewCountsText, previewDateRange, resultText, rowsToAdd, suggestedAccountName, withColumn, withPreset, withSign } from './mapping';

const GENERIC: CsvMapping = {
  preset: 'generic',
  delimiter: ',',
  header_line: 1,
  date_format: 'MM/DD/YYYY',
  decimal_separator: '.',
  sign: 'negative-is-out',
  columns: { date: 0, name: 1, amount: 2 },
};

describe('editing a CSV mapping', () => {
  it('reads a role from the column chosen, and a column does one job only', () => {
    const moved = withColumn(GENERIC, 'name', 2);
    expect(moved.columns).toEqual({ date: 0, name: 2 });
    expect(missingRoles(moved)).toEqual(['amount']);
    expect(withColumn(moved, 'amount', 1).columns).toEqual({ date: 0, name: 2, amount: 1 });
  });

  it('clears a role when no column is chosen', () => {
    expect(withColumn(GENERIC, 'name', undefined).columns).toEqual({ date: 0, amount: 2 });
    expect(missingRoles(withColumn(GENERIC, 'date', undefined))).toEqual(['date']);
  });

  it('asks for money out and in once amounts come in two columns, and drops the single amount', () => {
    const twoColumns = withSign(GENERIC, 'out-in-columns');
    expect(twoColumns.columns).toEqual({ date: 0, name: 1 });
    expect(missingRoles(twoColumns)).toEqual(['out', 'in']);
    expect(missingRoles(withColumn(withColumn(twoColumns, 'out', 2), 'in', 3))).toEqual([]);
  });

  it('takes an app preset with the sign its export writes', () => {
    expect(withPreset(GENERIC, 'copilot')).toMatchObject({ preset: 'copilot', sign: 'positive-is-out', columns: { date: 0, name: 1, amount: 2 } });
    expect(withPreset(GENERIC, 'mint')).toMatchObject({ sign: 'direction-column' });
    expect(missingRoles(withPreset(GENERIC, 'mint'))).toEqual(['direction']);
    expect(withPreset({ ...GENERIC, sign: 'positive-is-out' }, 'generic').sign).toBe('positive-is-out');
  });

  it('names the columns by the header, or by number in a file without one', () => {
    expect(columnChoices(['Date', ' Payee ', 'Amount'], GENERIC.columns).map((c) => c.label)).toEqual(['Column 1: Date', 'Column 2: Payee', 'Column 3: Amount']);
    expect(columnChoices(null, { date: 0, amount: 1 })).toHaveLength(5);
  });
});

describe('the figures in words', () => {
  it('counts the preview and what a commit adds', () => {
    const counts = { rows: 1296, new: 1284, duplicates: 12 };
    expect(previewCountsText(counts)).toBe('1,284 new, 12 likely duplicates');
    expect(previewCountsText({ rows: 3, new: 3, duplicates: 0 })).toBe('3 new');
    expect(rowsToAdd(counts, true)).toBe(1284);
    expect(rowsToAdd(counts, false)).toBe(1296);
  });

  it('says what an import did', () => {
    expect(resultText({ added: 1284, duplicates_skipped: 12 })).toBe('1,284 added, 12 duplicates skipped');
    expect(resultText({ added: 1, duplicates_skipped: 1 })).toBe('1 added, 1 duplicate skipped');
    expect(resultText({ added: 40, duplicates_skipped: 0 })).toBe('40 added');
  });

  it('knows the dates of the rows only when the preview holds them all', () => {
    const row = (date: string) => ({ line: 2, date, name: 'x', amount: 1, category_text: null, category_primary: null, duplicate: false });
    const rows = [row('2024-03-02'), row('2024-01-15'), row('2024-02-01')];
    expect(previewDateRange({ rows, counts: { rows: 3, new: 3, duplicates: 0 } })).toEqual({ start: '2024-01-15', end: '2024-03-02' });
    expect(previewDateRange({ rows, counts: { rows: 80, new: 80, duplicates: 0 } })).toBeUndefined();
  });

  it('names a new account after the file’s account, else the file', () => {
    const account = { external_id: '1234', name: 'Everyday Checking', type: 'checking' as const, currency: 'USD', balance: null, balance_date: null };
    expect(suggestedAccountName({ accounts: [account], file_name: 'x.ofx' })).toBe('Everyday Checking');
    expect(suggestedAccountName({ accounts: [], file_name: 'mint-export.2024.csv' })).toBe('mint-export.2024');
  });
});
