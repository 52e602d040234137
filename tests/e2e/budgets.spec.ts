import { expect, type Locator, type Page } from '@playwright/test';
import { lineLabel } from '../../contract/category-label';
import { expectNoAxeViolations } from './fixtures/axe';
import { openSignedIn, test } from './fixtures/personas';
import { addDays, cents, iso, lastMonth, money, paidOutByLine, rawRows, readmeFigures, waitForSyncedMonth } from './fixtures/readme-money';

/**
 * The budget planner and tracker against an independent computation: two past months are planned
 * through the planner, by detailed category (a spending line carrying what is left, another
 * overspent, a loan payment or a transfer to savings as a line of its own), and the tracker's spent, paid, available
 * and carried amounts and its named totals are checked against sums worked out from the raw rows
 * with the README's rules (fixtures/readme-money). Past months only, so no budget alert reaches
 * the shared persona's notifications.
 */

const monthName = (start: string) => new Date(`${start}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** The persona's category group (the default layout's) a debt payment or transfer line is in: the planner and tracker show lines under these. */
function groupOfPaidLine(line: string): string {
  if (line === 'LOAN_PAYMENTS_MORTGAGE_PAYMENT') return 'Housing';
  if (line === 'LOAN_PAYMENTS_CAR_PAYMENT') return 'Transport';
  if (line.startsWith('LOAN_PAYMENTS_')) return 'Debt payments';
  return ['TRANSFER_OUT_SAVINGS', 'TRANSFER_OUT_INVESTMENT_AND_RETIREMENT_FUNDS', 'TRANSFER_OUT_ACCOUNT_TRANSFER'].includes(line) ? 'Savings' : 'Transfers';
}

/** The month before `month`. */
function monthBefore(month: { start: string }) {
  const first = new Date(`${month.start}T00:00:00Z`);
  return { start: iso(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() - 1, 1))), end: addDays(month.start, -1) };
}

/** Types an amount into a planner field and waits for the save it sends (Enter saves). */
async function plan(page: Page, label: string, amount: number) {
  const saved = page.waitForResponse((r) => r.url().includes('/api/budgets/') && r.request().method() === 'PUT');
  const field = page.getByLabel(`Planned for ${label}`, { exact: true });
  await field.fill(amount.toFixed(2));
  await field.press('Enter');
  expect((await saved).status()).toBe(200);
}

/** A figure of the tracker's summary, by its term. */
const summaryFigure = (page: Page, term: string): Locator => page.getByRole('region', { name: 'This month' }).locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

test.describe('budgets', () => {
  test.use({ persona: 'linked' });
  test.describe.configure({ timeout: 300_000 });

  test("the tracker's spent and paid per line are the README's rules applied to the raw rows, its totals name their scope, overspending is marked, and what is left carries into the next month", async ({ page }) => {
    const later = lastMonth();
    const earlier = monthBefore(later);
    const unplanned = monthBefore(earlier);
    await openSignedIn(page, '/budgetplanner');
    await waitForSyncedMonth(page, earlier);
    const rows = await rawRows(page, addDays(unplanned.start, -3), addDays(later.end, 3));
    const first = readmeFigures(rows, earlier);
    const second = readmeFigures(rows, later);
    // The spending line spent most in both months carries; another spent in both, planned at $1, is over.
    const both = [...second.byDetailed].filter(([line, spent]) => line.includes('_') && spent > 100 && (first.byDetailed.get(line) ?? 0) > 0).sort((a, b) => b[1] - a[1]);
    const [carryLine] = both[0]!;
    const [overLine, overSpent] = both[1]!;
    const carryFirst = first.byDetailed.get(carryLine)!;
    const carrySecond = second.byDetailed.get(carryLine)!;
    // The debt payment or transfer line paid most in the later month, paid in the earlier one too (a loan payment, a transfer to savings;
    // not the card payment line, which counts only what was paid beyond the cards' purchases: server tests check it).
    const paidEarlier = paidOutByLine(rows, earlier);
    const [paidLine, paidLater] = [...paidOutByLine(rows, later)].filter(([line, paid]) => line !== 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT' && paid > 100 && (paidEarlier.get(line) ?? 0) > 0).sort((a, b) => b[1] - a[1])[0]!;
    const [carryLabel, overLabel, paidLabel] = [lineLabel(carryLine), lineLabel(overLine), lineLabel(paidLine)];

    // The earlier month: the carrying line planned at what it spent plus $100, carrying what is left.
    await page.getByRole('button', { name: 'Previous month' }).click();
    await page.getByRole('button', { name: 'Previous month' }).click();
    await expect(page.getByText(monthName(earlier.start), { exact: true }).first()).toBeVisible();
    const plannedFirst = carryFirst / 100 + 100;
    await plan(page, carryLabel, plannedFirst);
    const rolloverSaved = page.waitForResponse((r) => r.url().includes('/api/budgets/') && r.request().method() === 'PUT');
    await page.getByLabel(`Rollover for ${carryLabel}`, { exact: true }).selectOption({ label: "Carry what's left" });
    expect((await rolloverSaved).status()).toBe(200);

    // The later month: the carrying line at $50, the other at $1, the paid line (under its group: debt payments, savings, housing for a mortgage…) at $1.
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page.getByText(monthName(later.start), { exact: true }).first()).toBeVisible();
    await plan(page, carryLabel, 50);
    await plan(page, overLabel, 1);
    await expect(page.getByRole('rowgroup', { name: groupOfPaidLine(paidLine) }).getByLabel(`Planned for ${paidLabel}`, { exact: true })).toBeVisible();
    await plan(page, paidLabel, 1);
    await expectNoAxeViolations(page);

    // The tracker keeps the budget month.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Budget Tracker' }).click();
    await expect(page.getByText(monthName(later.start), { exact: true }).first()).toBeVisible();
    const lineItem = (label: string) => page.getByRole('listitem').filter({ has: page.getByRole('link', { name: label, exact: true }) });
    // $100 left in the earlier month carries: available is $50 + $100.
    const carrying = lineItem(carryLabel);
    await expect(carrying.getByText(`Spent${money(carrySecond)}`)).toBeVisible();
    await expect(carrying.getByText(`Available${money(5_000 + (cents(plannedFirst) - carryFirst))}`)).toBeVisible();
    await expect(carrying.getByText(/carried from/)).toBeVisible();
    const over = lineItem(overLabel);
    await expect(over.getByText(`Over by ${money(overSpent - 100)}`)).toBeVisible();
    await expect(over.getByText(`Spent${money(overSpent)}`)).toBeVisible();
    const paid = page.getByRole('region', { name: groupOfPaidLine(paidLine) }).getByRole('listitem').filter({ has: page.getByRole('link', { name: paidLabel, exact: true }) });
    await expect(paid.getByText(`Paid${money(paidLater)}`)).toBeVisible();
    await expect(paid.getByText(`Over by ${money(paidLater - 100)}`)).toBeVisible();
    // Each total says what it covers: the budgeted spending lines, the debt paid, all spending of the month.
    await expect(summaryFigure(page, 'Spent in budgeted categories')).toHaveText(money(carrySecond + overSpent));
    await expect(summaryFigure(page, 'Paid to debts and savings')).toHaveText(money(paidLater));
    await expect(summaryFigure(page, 'All spending')).toHaveText(money(second.spent));

    // Each line opens exactly its rows: the transactions page's money out less money in is its spent.
    await carrying.getByRole('link', { name: carryLabel, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`budget_line=${carryLine}`));
    await expect(page).toHaveURL(/counted_as=spending/);
    const out = cents(Number((await page.getByTestId('totals-outflow').textContent())!.replace(/[$,]/g, '')));
    const inn = cents(Number((await page.getByTestId('totals-inflow').textContent())!.replace(/[$,]/g, '')));
    expect(out - inn).toBe(carrySecond);

    // A month with no budget says so, with the month in words, the way to plan it and all its spending — no "Spent $0.00".
    await page.goto('/budgettracker');
    await page.getByRole('button', { name: 'Previous month' }).click();
    await page.getByRole('button', { name: 'Previous month' }).click();
    await expect(page.getByRole('heading', { name: `No budget for ${monthName(unplanned.start)} yet` })).toBeVisible();
    await expect(page.getByRole('link', { name: `Plan ${monthName(unplanned.start)}` })).toHaveAttribute('href', '/budgetplanner');
    await expect(page.getByText(`All spending in ${monthName(unplanned.start)}: ${money(readmeFigures(rows, unplanned).spent)}`)).toBeVisible();
    await expect(page.getByText(/Spent\s*\$0\.00/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Next month' }).click();
    await page.getByRole('button', { name: 'Next month' }).click();

    // Each page as it loads anew (on a busy machine a month of every line can take a while to read).
    for (const width of [1400, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/budgettracker');
      await expect(page.getByRole('link', { name: carryLabel, exact: true })).toBeVisible({ timeout: 30_000 });
      await expectNoAxeViolations(page);
      await page.goto('/budgetplanner');
      await expect(page.getByLabel(`Planned for ${carryLabel}`, { exact: true })).toHaveValue(/^50(\.00)?$/, { timeout: 30_000 });
      await expectNoAxeViolations(page);
    }
  });
});
