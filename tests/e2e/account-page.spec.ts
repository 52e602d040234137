import { expect } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { openSignedIn, test } from './fixtures/personas';
import { addDays, apiGet, cents, iso, money, rawRows } from './fixtures/readme-money';

/**
 * One account's page (issue 25, item 4), on the real server, database and emulators: reached by
 * keyboard from its row on /accounts, its balance as the bank reports it, and its balance over the
 * last month where every day is worked out here from the raw rows (today's balance with the posted
 * rows after the day undone), never read from the page's own code.
 */

test.use({ persona: 'linked' });

interface RawAccount {
  account_id: string;
  account_name: string;
  name: string;
  official_name: string | null;
  type: string;
  balances: { current: number | null };
}

test("an account's page: reached by keyboard, its balance, and its balance each day of the last month walked back from the raw rows", async ({ page }) => {
  test.setTimeout(120_000);
  await openSignedIn(page, '/accounts');
  const { accounts } = await apiGet<{ accounts: RawAccount[] }>(page, '/api/accounts');
  const checking = accounts.find((account) => account.type === 'depository' && account.balances.current !== null)!;
  const link = page.getByRole('link', { name: checking.account_name, exact: true }).first();
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/accounts/${checking.account_id}$`));
  await expect(page.getByRole('heading', { level: 1, name: checking.account_name })).toBeVisible();
  const current = cents(checking.balances.current!);
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details.getByText('Current balance', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(money(current));

  // The last month a day at a time, as a table: each day's balance from the raw rows after it.
  const history = page.getByRole('region', { name: 'Balance over time' });
  await history.locator('label', { hasText: 'Last month' }).click();
  await history.locator('label', { hasText: 'Table' }).click();
  const table = history.getByRole('region', { name: 'Balance at each point' });
  await expect(table.getByRole('row').nth(1)).toContainText(money(current));
  const today = iso(new Date());
  const monthAgo = addDays(today, -29);
  const rows = (await rawRows(page, addDays(monthAgo, 1), today)).filter((row) => row.account_id === checking.account_id && !row.pending);
  for (const day of [monthAgo, addDays(today, -15), addDays(today, -1)]) {
    const after = rows.filter((row) => row.date > day).reduce((sum, row) => sum + (row.direction === 'outflow' ? 1 : -1) * cents(row.amount), 0);
    const label = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
    await expect(table.getByRole('row', { name: new RegExp(`^${label}`) })).toContainText(money(current + after));
  }
  for (const width of [1400, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }

  // Its transactions: the transactions page narrowed to it.
  await page.getByRole('link', { name: 'Its transactions' }).click();
  // The page may write its default dates into the address beside the account once it loads.
  await expect(page).toHaveURL(/\/transactions\?/);
  await expect.poll(() => new URL(page.url()).searchParams.get('account')).toBe(checking.account_id);
});

test('an account renamed by keyboard: its page, the accounts list and the raw account show the new name; the bank\'s name comes back', async ({ page }) => {
  test.setTimeout(120_000);
  await openSignedIn(page, '/accounts');
  const { accounts } = await apiGet<{ accounts: RawAccount[] }>(page, '/api/accounts');
  const account = accounts.find((candidate) => candidate.type === 'depository')!;
  await page.goto(`/accounts/${account.account_id}`);
  await expect(page.getByRole('heading', { level: 1, name: account.account_name })).toBeVisible();
  await page.getByRole('button', { name: 'Rename' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Rename this account' });
  await dialog.getByRole('textbox', { name: 'Account name' }).fill('Household bills');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Household bills' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Details' }).getByText('Bank’s name', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(account.official_name ?? account.name);
  const renamed = (await apiGet<{ accounts: { account_id: string; account_name: string; name: string; renamed?: boolean }[] }>(page, '/api/accounts')).accounts.find((a) => a.account_id === account.account_id)!;
  expect(renamed).toMatchObject({ account_name: 'Household bills', name: account.name, renamed: true });
  await page.goto('/accounts');
  await expect(page.getByRole('link', { name: 'Household bills', exact: true }).first()).toBeVisible();

  // The bank's name back.
  await page.getByRole('link', { name: 'Household bills', exact: true }).first().click();
  await page.getByRole('button', { name: 'Rename' }).click();
  await page.getByRole('dialog', { name: 'Rename this account' }).getByRole('button', { name: 'Use the bank’s name' }).click();
  await expect(page.getByRole('heading', { level: 1, name: account.account_name })).toBeVisible();
});

test("an account that is not the person's own is not here, with the way back", async ({ page }) => {
  await openSignedIn(page, '/accounts/not-an-account-of-theirs');
  await expect(page.getByRole('heading', { level: 1, name: "This account isn't here" })).toBeVisible();
  await page.getByRole('link', { name: 'All accounts' }).click();
  await expect(page).toHaveURL(/\/accounts$/);
});
