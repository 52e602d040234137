import { expect, type Page } from '@playwright/test';
import { categoryLabel } from '../../contract/category-label';
import { expectNoAxeViolations } from './fixtures/axe';
import { bankRows } from './fixtures/bank';
import { expectToastShown, recordToasts } from './fixtures/linking';
import { apiGet, cents, money, rawRows, readmeFigures, thisMonthSoFar, waitForSyncedMonth, type Row } from './fixtures/readme-money';
import { openSignedIn, test } from './fixtures/personas';

/**
 * Splits (issue 24, item 2) on the real server, database and Plaid emulator: the month's largest
 * purchase is split by keyboard into two parts, $15.00 of it under TV and movies. The dashboard's
 * spent and top categories, the tracker's all spending and the transactions page's category
 * totals then equal the README's rules over the raw rows (read before the split) with that row
 * replaced by its parts, its amount as the bank has it; made whole again, they are as before.
 */

const statValue = (page: Page, label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]/span[1]');
const monthName = (start: string) => new Date(`${start}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const LEFT_OUT = ['TRANSFER_IN', 'TRANSFER_OUT', 'LOAN_PAYMENTS', 'INCOME', 'ENTERTAINMENT'];
const PART_CENTS = 1_500;
const PART_CATEGORY = { primary: 'ENTERTAINMENT', detailed: 'ENTERTAINMENT_TV_AND_MOVIES' };

/** Money out, posted, of the month's rows under a primary category: the transactions page's "Money out" for that filter. */
const outflowOf = (rows: Row[], primary: string, month: { start: string; end: string }) =>
  rows.filter((r) => r.category_primary === primary && !r.pending && r.direction === 'outflow' && r.date >= month.start && r.date <= month.end).reduce((sum, r) => sum + cents(r.amount), 0);

async function expectFigures(page: Page, rows: Row[], month: { start: string; end: string }, primaries: string[]) {
  const figures = readmeFigures(rows, month);
  await page.goto('/dashboard');
  await expect(statValue(page, 'Spent')).toHaveText(money(figures.spent));
  const categories = page.getByRole('region', { name: 'Top categories' });
  await expect(categories.getByRole('listitem').filter({ has: page.getByRole('link', { name: categoryLabel(primaries[0]!), exact: true }) })).toContainText(money(figures.byCategory.get(primaries[0]!) ?? 0));
  await page.goto('/budgettracker');
  await expect(page.getByText(`All spending in ${monthName(month.start)}:`, { exact: false })).toHaveText(`All spending in ${monthName(month.start)}: ${money(figures.spent)}`);
  for (const primary of primaries) {
    await page.goto(`/transactions?start_date=${month.start}&end_date=${month.end}&category=${primary}`);
    await expect(page.getByTestId('totals-outflow')).toHaveText(money(outflowOf(rows, primary, month)));
  }
}

test.describe('splits', () => {
  // Splitting moves this person's figures: a persona of its own.
  test.use({ persona: 'linked', ownPersona: true });
  test.describe.configure({ timeout: 300_000 });

  test('a purchase split by keyboard counts as its parts in every figure, is listed part by part, and made whole again counts as before', async ({ page }) => {
    const { month } = thisMonthSoFar();
    await openSignedIn(page, '/dashboard');
    await waitForSyncedMonth(page, month);
    const rows = await rawRows(page, month.start, month.end);
    const before = readmeFigures(rows, month);
    // The largest purchase of the month's largest spending category (the dashboard lists it first).
    const [topPrimary] = [...before.byCategory].filter(([primary]) => !LEFT_OUT.includes(primary) && primary !== 'none').sort((a, b) => b[1] - a[1])[0]!;
    const target = rows
      .filter((r) => !r.pending && r.direction === 'outflow' && r.category_primary === topPrimary && r.category_source === 'plaid' && cents(r.amount) > PART_CENTS * 2)
      .sort((a, b) => cents(b.amount) - cents(a.amount))[0];
    expect(target, `a purchase in ${topPrimary} over $30`).toBeDefined();
    const { groups } = await apiGet<{ groups: { name: string; categories: { code: string; name: string }[] }[] }>(page, '/db_api/categories');
    const partCategory = groups.flatMap((g) => g.categories).find((c) => c.code === PART_CATEGORY.detailed)!;
    // Its amount as the bank has it (Plaid's sign: positive is money out), read at the emulator, not through the product.
    const atBank = (await bankRows(page, target!.account_id)).find((r) => r.transaction_id === target!.transaction_id) as { amount: number } | undefined;
    const bankCents = cents(atBank!.amount);
    expect(bankCents).toBe(cents(target!.amount));
    // The rows with the purchase replaced by its two parts, worked out here.
    const split: Row[] = rows.flatMap((r) =>
      r.transaction_id !== target!.transaction_id
        ? [r]
        : [
            { ...r, amount: (bankCents - PART_CENTS) / 100 },
            { ...r, amount: PART_CENTS / 100, category_primary: PART_CATEGORY.primary, category_detailed: PART_CATEGORY.detailed, category_source: 'user' },
          ],
    );

    // The row alone on the transactions page; its details by keyboard, then "Split transaction".
    await page.goto(`/transactions?start_date=${month.start}&end_date=${month.end}&transaction_id=${target!.transaction_id}`);
    const grid = page.getByRole('grid', { name: 'Transactions' });
    await grid.getByRole('link').first().focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog').first();
    await expect(panel).toContainText(target!.name);
    const splitButton = panel.getByRole('button', { name: 'Split transaction' });
    // Enabled once the panel has read the transaction's rows.
    await expect(splitButton).toBeEnabled();
    await splitButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Split transaction' });
    await expect(dialog).toBeVisible();
    await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    for (const width of [1400, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page);
    }
    await page.setViewportSize({ width: 1400, height: 900 });
    // The first part's amount has the focus: the purchase less $15.00; the second $15.00 under TV and movies.
    const first = dialog.getByRole('group', { name: 'Part 1' });
    const second = dialog.getByRole('group', { name: 'Part 2' });
    await expect(first.getByLabel('Amount')).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(((bankCents - PART_CENTS) / 100).toFixed(2));
    await second.getByLabel('Amount').fill((PART_CENTS / 100).toFixed(2));
    await second.getByLabel('Category').selectOption({ label: partCategory.name });
    await expect(dialog).toContainText(`The parts add up to ${money(bankCents)}.`);
    await recordToasts(page);
    await second.getByLabel('Amount').focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expectToastShown(page, 'Split into 2 parts.');
    await page.keyboard.press('Escape');

    // Listed part by part, each marked.
    await page.reload();
    // (Each row draws its marker twice, for narrow and wide screens: the one shown.)
    await expect(grid.getByRole('row')).toHaveCount(3);
    await expect(grid.getByRole('row').nth(1).getByText('Split · 1 of 2').locator('visible=true')).toBeVisible();
    await expect(grid.getByRole('row').nth(2).getByText('Split · 2 of 2').locator('visible=true')).toBeVisible();
    await expect(page.getByTestId('totals-outflow')).toHaveText(money(bankCents));

    // Every figure: the README's rules over the raw rows with the purchase as its parts.
    const after = readmeFigures(split, month);
    expect(after.spent).toBe(before.spent);
    expect(after.byCategory.get(topPrimary)).toBe(before.byCategory.get(topPrimary)! - PART_CENTS);
    await expectFigures(page, split, month, [topPrimary, PART_CATEGORY.primary]);

    // Made whole again from its details: the figures are as before.
    await page.goto(`/transactions?start_date=${month.start}&end_date=${month.end}&transaction_id=${target!.transaction_id}`);
    await grid.getByRole('link').first().focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('button', { name: 'Edit split' })).toBeEnabled();
    await panel.getByRole('button', { name: 'Edit split' }).click();
    const editing = page.getByRole('dialog', { name: 'Edit split' });
    await recordToasts(page);
    await editing.getByRole('button', { name: 'Make whole again' }).click();
    await expect(editing).toBeHidden();
    await expectToastShown(page, 'Transaction made whole again.');
    await expectFigures(page, rows, month, [topPrimary, PART_CATEGORY.primary]);
  });
});
