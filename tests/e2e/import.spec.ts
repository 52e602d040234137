import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { accessTokenOf } from './fixtures/billing';
import { newSubscriber, openApp } from './fixtures/linking';
import { test } from './fixtures/personas';

/** A bank's own CSV export (a preamble, a header, quoted commas, amounts in parentheses), from the server's fixtures. */
const FIXTURE = path.resolve('server/test/fixtures/imports/bank-generic.csv');

interface FileRow {
  date: string;
  description: string;
  /** Dollars as the file writes them: negative (in parentheses) is money leaving. */
  amount: number;
}

/** One CSV record's cells: quoted cells may hold commas and doubled quotes. */
function cells(line: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted && char === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      out.push(cell);
      cell = '';
    } else cell += char;
  }
  return [...out, cell];
}

/** The fixture's transactions, read by the test itself: every record after the header line. */
function rowsOfFixture(): FileRow[] {
  const lines = readFileSync(FIXTURE, 'utf8').split(/\r?\n/).filter((line) => line.trim() !== '');
  const header = lines.findIndex((line) => line.startsWith('Transaction Date,'));
  const names = cells(lines[header]!);
  const at = (name: string) => names.indexOf(name);
  return lines.slice(header + 1).map((line) => {
    const record = cells(line);
    const text = record[at('Amount')]!.replace(/,/g, '');
    const amount = text.startsWith('(') ? -Number(text.slice(1, -1)) : Number(text);
    const [month, day, year] = record[at('Transaction Date')]!.split('/');
    return { date: `${year}-${month}-${day}`, description: record[at('Description')]!, amount };
  });
}

const dollars = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

async function apiGet<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url, { headers: { authorization: `Bearer ${await accessTokenOf(page)}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

// Signed out at first: the test's own new subscriber, with no bank, so their rows are only what it imports.
test.use({ storageState: { cookies: [], origins: [] } });

test('a subscriber with no bank imports a CSV, sees its rows in Transactions, and undoes it', async ({ page }) => {
  const rows = rowsOfFixture();
  expect(rows.length).toBeGreaterThan(0);
  const dates = rows.map((row) => row.date).sort();

  await newSubscriber(page, 'import');
  // Get Started offers a file as well as a bank.
  await openApp(page, '/getstarted');
  await page.getByRole('link', { name: 'Import a file instead' }).click();
  await expect(page).toHaveURL(/\/import$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Import' })).toBeVisible();
  await expect(page.getByText('Files you import show here, with a way to undo each.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Choose a file').setInputFiles(FIXTURE);
  const preview = page.getByRole('region', { name: 'Preview: bank-generic.csv' });
  await expect(preview).toBeVisible();
  await expect(preview.getByText('CSV', { exact: true })).toBeVisible();
  await expect(preview.getByRole('status')).toHaveText(`${rows.length} new`);
  const previewRows = preview.getByRole('table', { name: /First rows, as they will be stored/ }).locator('tbody tr');
  await expect(previewRows).toHaveCount(rows.length);
  for (const [index, row] of rows.entries()) {
    await expect(previewRows.nth(index)).toContainText(row.description);
    await expect(previewRows.nth(index)).toContainText(dollars(Math.abs(row.amount)));
  }
  await expect(preview.getByRole('region', { name: 'How the file is read' })).toBeVisible();
  await expectNoAxeViolations(page);
  // At 390 px too: nothing sticks out sideways, and axe finds nothing.
  const wide = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  if (wide) await page.setViewportSize(wide);

  // Into a new manual account.
  await expect(preview.getByRole('radio', { name: 'A new account' })).toBeChecked();
  await preview.getByLabel('New account name').fill('Everyday Checking (file)');
  await preview.getByRole('button', { name: `Import ${rows.length} rows` }).click();
  const result = page.getByRole('region', { name: 'Import finished' });
  await expect(result.getByRole('status')).toHaveText(`${rows.length} added`);
  // The new account is listed with its balance: the file's amounts added up (it opens at $0.00).
  const balanceCents = rows.reduce((sum, row) => sum + Math.round(row.amount * 100), 0);
  const manual = page.getByRole('region', { name: 'Manual accounts' });
  await expect(manual.getByRole('listitem').filter({ hasText: 'Everyday Checking (file)' })).toContainText(dollars(balanceCents / 100));

  // The rows are in Transactions, in that account and those dates.
  await result.getByRole('link', { name: 'See them in Transactions' }).click();
  await expect(page).toHaveURL(new RegExp(`/transactions\\?start_date=${dates[0]}&end_date=${dates[dates.length - 1]}&account=`));
  const grid = page.getByRole('grid', { name: 'Transactions' });
  await expect(grid.locator('tbody tr')).toHaveCount(rows.length);
  for (const row of rows) await expect(grid).toContainText(row.description);
  const accountId = new URL(page.url()).searchParams.get('account')!;
  const listed = await apiGet<{ transactions: unknown[]; total_count?: number }>(page, `/db_api/transactions?start_date=${dates[0]}&end_date=${dates[dates.length - 1]}&account=${accountId}`);
  expect(listed.transactions).toHaveLength(rows.length);

  // Undo from the list of past imports: the rows are gone again.
  await openApp(page, '/import');
  const past = page.getByRole('table', { name: 'Past imports' });
  await expect(past.locator('tbody tr')).toHaveCount(1);
  await expect(past.locator('tbody tr').first()).toContainText(`${rows.length} added`);
  await past.getByRole('button', { name: 'Undo import of bank-generic.csv' }).click();
  await expect(page.getByText(`Import undone: ${rows.length} transactions removed.`)).toBeVisible();
  await expect(page.getByText('Files you import show here, with a way to undo each.')).toBeVisible();
  const after = await apiGet<{ transactions: unknown[] }>(page, `/db_api/transactions?start_date=${dates[0]}&end_date=${dates[dates.length - 1]}&account=${accountId}`);
  expect(after.transactions).toHaveLength(0);
});
