import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { bankRows } from './fixtures/bank';
import { accessTokenOf } from './fixtures/billing';
import { cents, money, rawRows, readmeFigures, thisMonthSoFar, waitForSyncedMonth, type Row } from './fixtures/readme-money';
import { openSignedIn, test } from './fixtures/personas';

/**
 * A person's marks on their transactions (issue 24): a row opened by keyboard gets a note and a
 * tag and is hidden; the dashboard's and the tracker's figures (read off the screen) then drop by
 * exactly the row's amount as the bank (the Plaid emulator) has it, and equal the README's rules
 * over the raw rows without it; the tag's filter lists exactly the tagged rows.
 */

const statValue = (page: Page, label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]/span[1]');
const monthName = (start: string) => new Date(`${start}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const LEFT_OUT = ['TRANSFER_IN', 'TRANSFER_OUT', 'LOAN_PAYMENTS', 'INCOME'];
const TAG = 'Reimbursable';

/** A posted purchase of the month the money rules count as spending. */
const isPurchase = (r: Row) => !r.pending && r.direction === 'outflow' && !LEFT_OUT.includes(r.category_primary ?? '') && cents(r.amount) > 0;

async function patchMarks(page: Page, transactionId: string, marks: Record<string, unknown>) {
  const response = await page.request.patch(`/api/transactions/${transactionId}/marks`, { headers: { authorization: `Bearer ${await accessTokenOf(page)}` }, data: marks });
  expect(response.status(), await response.text()).toBe(200);
}

async function trackerAllSpending(page: Page, month: { start: string }) {
  await page.goto('/budgettracker');
  return page.getByText(`All spending in ${monthName(month.start)}:`, { exact: false });
}

test.describe('transaction marks', () => {
  // Hiding moves this person's figures: a persona of its own, so no other file's figures move.
  test.use({ persona: 'linked', ownPersona: true });
  test.describe.configure({ timeout: 300_000 });

  test('a row opened by keyboard is noted, tagged and hidden: every total drops by exactly its amount at the bank, and the tag lists exactly its rows', async ({ page }) => {
    const { month } = thisMonthSoFar();
    await openSignedIn(page, '/dashboard');
    await waitForSyncedMonth(page, month);
    const rows = await rawRows(page, month.start, month.end);
    // The two largest purchases of the month: the first is hidden, both are tagged.
    const [target, other] = rows.filter(isPurchase).sort((a, b) => cents(b.amount) - cents(a.amount));
    expect(target && other).toBeTruthy();
    // Its amount as the bank has it (Plaid's sign: positive is money out), read at the emulator, not through the product.
    const atBank = (await bankRows(page, target!.account_id)).find((r) => r.transaction_id === target!.transaction_id) as { amount: number } | undefined;
    expect(atBank).toBeDefined();
    const bankCents = cents(atBank!.amount);
    expect(bankCents).toBeGreaterThan(0);

    const before = readmeFigures(rows, month).spent;
    const after = readmeFigures(rows.filter((r) => r.transaction_id !== target!.transaction_id), month).spent;
    expect(before - after).toBe(bankCents);
    await expect(statValue(page, 'Spent')).toHaveText(money(before));
    await expect(await trackerAllSpending(page, month)).toHaveText(`All spending in ${monthName(month.start)}: ${money(before)}`);

    // The row alone on the transactions page; keyboard only from its merchant: Right twice to its amount, Enter opens its details.
    await page.goto(`/transactions?start_date=${month.start}&end_date=${month.end}&transaction_id=${target!.transaction_id}`);
    const grid = page.getByRole('grid', { name: 'Transactions' });
    await grid.getByRole('link').first().focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const detailsButton = grid.getByRole('button', { name: /details of/ });
    await expect(detailsButton).toBeFocused();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog');
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(target!.name);
    await expect(panel).toContainText(money(bankCents));

    // A note, saved by Enter.
    await panel.getByLabel('Note').focus();
    await page.keyboard.type('Paid back by Sam');
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('status')).toHaveText('Saved');
    // A tag, added by Enter.
    await panel.getByLabel('Tags').focus();
    await page.keyboard.type(TAG);
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('button', { name: `Remove tag ${TAG}` })).toBeVisible();
    await expect(panel.getByRole('status')).toHaveText('Saved');
    // Hidden, by Space on its switch.
    const hidden = panel.getByRole('switch', { name: /Hidden/ });
    await hidden.focus();
    await page.keyboard.press('Space');
    await expect(hidden).toBeChecked();
    await expect(panel.getByRole('status')).toHaveText('Saved');
    await expect(panel.getByText('Hidden', { exact: true })).toBeVisible();

    for (const width of [1400, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(panel).toBeVisible();
      await expectNoAxeViolations(page);
    }
    await page.setViewportSize({ width: 1400, height: 900 });
    // Escape closes it; focus is back on the row, which is marked Hidden and still listed.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(detailsButton).toBeFocused();
    await expect(detailsButton).toContainText('Hidden');

    // Every figure without it: the dashboard's and the tracker's, each the README's rules over the raw rows less the hidden one.
    await page.goto('/dashboard');
    await expect(statValue(page, 'Spent')).toHaveText(money(after));
    await expect(await trackerAllSpending(page, month)).toHaveText(`All spending in ${monthName(month.start)}: ${money(after)}`);

    // The tag on another row (through the API), then its filter: exactly the two tagged rows, the hidden one in no sum.
    await patchMarks(page, other!.transaction_id, { tags: [TAG.toLowerCase()] });
    await page.goto(`/transactions?start_date=${month.start}&end_date=${month.end}&tag=${TAG}`);
    const listed = page.getByRole('grid', { name: 'Transactions' }).getByRole('row');
    await expect(listed).toHaveCount(3);
    await expect(page.getByTestId('totals-count')).toHaveText('2');
    await expect(page.getByTestId('totals-outflow')).toHaveText(money(cents(other!.amount)));
    // The dashboard's tag card: the tag's spending in the month, the hidden row left out.
    await page.goto('/dashboard');
    const tags = page.getByRole('region', { name: 'Spending by tag' });
    await expect(tags.getByRole('link', { name: TAG })).toBeVisible();
    await expect(tags).toContainText(money(cents(other!.amount)));
    await expectNoAxeViolations(page);

    // Shown again: the figures are back.
    await patchMarks(page, target!.transaction_id, { hidden: false });
    await page.reload();
    await expect(statValue(page, 'Spent')).toHaveText(money(before));
  });
});
