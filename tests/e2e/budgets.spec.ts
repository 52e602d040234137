import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { openSignedIn, test } from './fixtures/personas';
import { addDays, cents, iso, lastMonth, money, rawRows, readmeFigures, waitForSyncedMonth } from './fixtures/readme-money';

/**
 * The budget planner and tracker against an independent computation: two past months are planned
 * through the planner, and the tracker's spent, available and carried amounts are checked against
 * sums worked out from the raw rows with the README's rules (fixtures/readme-money). Past months
 * only, so no budget alert reaches the shared persona's notifications.
 */

const monthName = (start: string) => new Date(`${start}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const FOOD = 'FOOD_AND_DRINK';

/** The month before `month`. */
function monthBefore(month: { start: string }) {
  const first = new Date(`${month.start}T00:00:00Z`);
  return { start: iso(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() - 1, 1))), end: addDays(month.start, -1) };
}

/** Types an amount into a planner field and waits for the save it sends (Enter saves). */
async function plan(page: Page, label: string, amount: number) {
  const saved = page.waitForResponse((r) => r.url().includes('/api/budgets/') && r.request().method() === 'PUT');
  const field = page.getByLabel(`Planned for ${label}`);
  await field.fill(amount.toFixed(2));
  await field.press('Enter');
  expect((await saved).status()).toBe(200);
}

test.describe('budgets', () => {
  test.use({ persona: 'linked' });
  test.describe.configure({ timeout: 120_000 });

  test("the tracker's spent per category is the README's rules applied to the raw rows, overspending is marked, and what is left carries into the next month", async ({ page }) => {
    const later = lastMonth();
    const earlier = monthBefore(later);
    await openSignedIn(page, '/budgetplanner');
    await waitForSyncedMonth(page, earlier);
    const rows = await rawRows(page, addDays(earlier.start, -3), addDays(later.end, 3));
    const first = readmeFigures(rows, earlier);
    const second = readmeFigures(rows, later);
    const foodFirst = first.byCategory.get(FOOD) ?? 0;
    const foodSecond = second.byCategory.get(FOOD) ?? 0;
    expect(foodFirst, 'food and drink spending in the earlier month').toBeGreaterThan(0);
    // Another category with spending in the later month, planned at $1 so it is over.
    const [overCategory, overSpent] = [...second.byCategory].filter(([c, spent]) => c !== FOOD && c !== 'none' && spent > 100).sort((a, b) => b[1] - a[1])[0]!;
    const overLabel = overCategory.charAt(0) + overCategory.slice(1).toLowerCase().replaceAll('_', ' ');

    // The earlier month: food planned at what was spent plus $100, carrying what is left.
    await page.getByRole('button', { name: 'Previous month' }).click();
    await page.getByRole('button', { name: 'Previous month' }).click();
    await expect(page.getByText(monthName(earlier.start), { exact: true }).first()).toBeVisible();
    const plannedFirst = foodFirst / 100 + 100;
    await plan(page, 'Food and drink', plannedFirst);
    const rolloverSaved = page.waitForResponse((r) => r.url().includes('/api/budgets/') && r.request().method() === 'PUT');
    await page.getByLabel('Rollover for Food and drink').selectOption({ label: "Carry what's left" });
    expect((await rolloverSaved).status()).toBe(200);

    // The later month: food at $50, the other category at $1.
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page.getByText(monthName(later.start), { exact: true }).first()).toBeVisible();
    await plan(page, 'Food and drink', 50);
    await plan(page, overLabel, 1);
    await expectNoAxeViolations(page);

    // The tracker keeps the budget month.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Budget Tracker' }).click();
    await expect(page.getByText(monthName(later.start), { exact: true }).first()).toBeVisible();
    const food = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Food and drink', exact: true }) });
    // $100 left in the earlier month carries: available is $50 + $100.
    const available = 5_000 + (cents(plannedFirst) - foodFirst);
    await expect(food.getByText(`Spent${money(foodSecond)}`)).toBeVisible();
    await expect(food.getByText(`Available${money(available)}`)).toBeVisible();
    await expect(food.getByText(/carried from/)).toBeVisible();
    const over = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: overLabel, exact: true }) });
    await expect(over.getByText(`Over by ${money(overSpent - 100)}`)).toBeVisible();
    await expect(over.getByText(`Spent${money(overSpent)}`)).toBeVisible();

    // Each category opens exactly its rows: the transactions page's money out less money in is its spent.
    await food.getByRole('link', { name: 'Food and drink', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`category=${FOOD}`));
    await expect(page).toHaveURL(/counted_as=spending/);
    const out = cents(Number((await page.getByTestId('totals-outflow').textContent())!.replace(/[$,]/g, '')));
    const inn = cents(Number((await page.getByTestId('totals-inflow').textContent())!.replace(/[$,]/g, '')));
    expect(out - inn).toBe(foodSecond);

    for (const width of [1400, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/budgettracker');
      await expect(page.getByRole('link', { name: 'Food and drink', exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto('/budgetplanner');
      await expect(page.getByLabel('Planned for Food and drink')).toHaveValue(/^50(\.00)?$/);
      await expectNoAxeViolations(page);
    }
  });
});
