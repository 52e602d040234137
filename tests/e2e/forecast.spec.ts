import { expect } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { openSignedIn, test } from './fixtures/personas';
import { apiGet, cents, money } from './fixtures/readme-money';

/**
 * The cash-flow forecast (issue 25, item 6) on the real server, database and emulators: reached
 * by keyboard from the dashboard's upcoming bills, it starts from the bank accounts' balances the
 * test adds up itself from `/api/accounts`, its 90 days add up day by day (each day's balance is the
 * day before's plus what comes in, less the payments and everyday spending), the threshold marks
 * the days under it, and every recurring payment it counts is one of the person's active ones.
 */

test.use({ persona: 'linked' });

interface RawAccount {
  type: string;
  balances: { current: number | null };
}

const cell = (text: string) => (text === '—' ? 0 : cents(Number(text.replace(/[$,]/g, '').replace('−', '-'))));

test('the forecast: from the dashboard by keyboard, from the raw balances, adding up day by day, with a threshold', async ({ page }) => {
  test.setTimeout(120_000);
  await openSignedIn(page, '/dashboard');
  const link = page.getByRole('link', { name: 'Cash-flow forecast' });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/forecast$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cash-flow forecast' })).toBeVisible();

  const { accounts } = await apiGet<{ accounts: RawAccount[] }>(page, '/api/accounts');
  const cash = accounts.filter((account) => account.type === 'depository').reduce((sum, account) => sum + cents(account.balances.current ?? 0), 0);
  await expect(page.getByText('In your bank accounts today', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText(money(cash));

  // Ninety days as a table: every row adds up from the one before, starting from today's cash.
  await page.locator('label', { hasText: '90 days' }).click();
  const projection = page.getByRole('region', { name: 'Projected balance' });
  await projection.locator('label', { hasText: 'Table' }).click();
  const rows = projection.getByRole('region', { name: 'Projected balance by day' }).getByRole('row');
  await expect(rows).toHaveCount(91);
  const cells = await rows.evaluateAll((list) => list.slice(1).map((row) => Array.from(row.querySelectorAll('td'), (td) => td.textContent ?? '')));
  let balance = cash;
  const balances: number[] = [];
  for (const [income, payments, everyday, shown] of cells) {
    balance += cell(income!) - cell(payments!) - cell(everyday!);
    expect(cell(shown!)).toBe(balance);
    balances.push(balance);
  }
  const low = Math.min(cash, ...balances);
  await expect(page.getByText('Lowest in the next 90 days', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText(money(low));

  // A threshold above the lowest balance: the days under it are counted.
  const threshold = Math.ceil((low + 1) / 100);
  await page.getByRole('textbox', { name: 'Warn me under' }).fill(String(threshold));
  const under = balances.filter((b) => b < threshold * 100).length;
  await expect(page.getByText(`Days under ${money(threshold * 100)}`, { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText(String(under));

  // Every recurring payment it counts is one of the person's active ones.
  const { streams } = await apiGet<{ streams: { merchant: string; status: string }[] }>(page, '/db_api/recurring');
  const active = new Set(streams.filter((s) => s.status === 'active').map((s) => s.merchant));
  const counted = await page.getByRole('heading', { name: 'Recurring income and payments counted' }).locator('xpath=following-sibling::ul[1]/li/strong').allTextContents();
  expect(counted.length).toBeGreaterThan(0);
  for (const merchant of counted) expect(active.has(merchant), merchant).toBe(true);

  for (const width of [1400, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
});
