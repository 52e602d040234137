import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { openSignedIn, test } from './fixtures/personas';
import { apiGet, cents, iso, money } from './fixtures/readme-money';

/**
 * What a person owns besides bank accounts (issue 25, item 2), on the real server, database and
 * emulators: a home added by keyboard from the accounts page counts in net worth at its value, and
 * a new value moves net worth by exactly the difference. Net worth is worked out here from the raw
 * balances of `/api/accounts` by the README's rule (cash, investments and other assets less cards
 * and loans), never read from the page's own code.
 */

// Its own subscriber with a bank: the test adds a home to its accounts.
test.use({ persona: 'linked', ownPersona: true });

interface RawAccount {
  account_id: string;
  type: string;
  balances: { current: number | null };
}

async function netWorthCents(page: Page): Promise<number> {
  const { accounts } = await apiGet<{ accounts: RawAccount[] }>(page, '/api/accounts');
  return accounts.reduce((sum, a) => sum + (['credit', 'loan'].includes(a.type) ? -1 : 1) * cents(a.balances.current ?? 0), 0);
}

const netWorthTile = (page: Page) => page.getByRole('region', { name: 'Totals' }).getByRole('definition').last();

test('a home valued by hand: added by keyboard from the accounts page, in net worth at its value, then at a new one', async ({ page }) => {
  test.setTimeout(120_000);
  await openSignedIn(page, '/accounts');
  const before = await netWorthCents(page);
  await expect(netWorthTile(page)).toHaveText(money(before));

  const link = page.getByRole('link', { name: 'Add a home, a vehicle or another asset or debt you value by hand' });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/import$/);
  const add = page.getByRole('button', { name: 'Add manual account' });
  await add.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add a manual account' });
  await dialog.getByLabel('Name').fill('Maple Street house');
  await dialog.getByLabel('Account type').selectOption('home');
  await dialog.getByLabel('Value', { exact: true }).fill('350000');
  await expect(dialog.getByLabel('Value as of')).toHaveValue(iso(new Date()));
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Value', { exact: true }).press('Enter');
  await expect(dialog).toBeHidden();
  const listed = page.getByRole('listitem').filter({ hasText: 'Maple Street house' });
  await expect(listed).toContainText('$350,000.00');

  // Back on the accounts page: the home is an asset of its own kind, and net worth is the raw balances' sum.
  await openSignedIn(page, '/accounts');
  const withHome = await netWorthCents(page);
  expect(withHome - before).toBe(35_000_000);
  await expect(netWorthTile(page)).toHaveText(money(withHome));
  await expect(page.getByRole('region', { name: 'Totals' })).toContainText('Home, vehicle and other assets');

  // A new value today: net worth moves by exactly the difference.
  await page.goto('/import');
  await listed.getByRole('button', { name: 'Update value of Maple Street house' }).click();
  const update = page.getByRole('dialog', { name: 'Update the value of Maple Street house' });
  await update.getByLabel('Value', { exact: true }).fill('362500.50');
  await update.getByRole('button', { name: 'Save' }).click();
  await expect(update).toBeHidden();
  await expect(listed).toContainText('$362,500.50');
  await openSignedIn(page, '/accounts');
  const updated = await netWorthCents(page);
  expect(updated - withHome).toBe(1_250_050);
  await expect(netWorthTile(page)).toHaveText(money(updated));

  // Net worth over time ends today at the same figure, the home in its assets.
  const today = page.getByRole('region', { name: 'Net worth over time' }).getByRole('region', { name: /^At the end of / });
  await expect(today.getByRole('definition').last()).toHaveText(money(updated));

  // Its value history, as the API keeps it: the first value and today's (the same day's replaced).
  const { accounts } = await apiGet<{ accounts: { name: string; values: { as_of: string; value: number }[] }[] }>(page, '/db_api/manual_accounts');
  expect(accounts.find((a) => a.name === 'Maple Street house')?.values).toEqual([{ as_of: iso(new Date()), value: 362500.5 }]);

  for (const width of [1400, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(netWorthTile(page)).toHaveText(money(updated));
    await expectNoAxeViolations(page);
  }
});
