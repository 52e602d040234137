import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { linkBankThroughEmulator, requireBankLogin } from './fixtures/bank';
import { accessTokenOf } from './fixtures/billing';
import { confirmAccounts, logIn, newSubscriber, openApp, PLATYPUS, toast } from './fixtures/linking';
import { openSignedIn, test } from './fixtures/personas';

interface ApiAccount {
  account_id: string;
  account_name: string;
  type: string;
  balances: { current: number | null; iso_currency_code: string | null };
}
interface ApiLiability {
  account_id: string;
  minimum_payment_amount: number | null;
  aprs: { apr_type: string; apr_percentage: number }[];
}

/** Reads our API as the signed-in page would. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path, { headers: { authorization: `Bearer ${await accessTokenOf(page)}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

const dollars = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
const accountsTable = (page: Page) => page.getByRole('table', { name: `Accounts at ${PLATYPUS.name}` });

test.describe('the accounts page', () => {
  test.use({ persona: 'linked' });

  test('shows the emulated accounts with their balances, the totals and a credit card liability', async ({ page }) => {
    await openSignedIn(page, '/accounts');
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
    await expect(accountsTable(page)).toBeVisible();

    const { accounts } = await apiGet<{ accounts: ApiAccount[] }>(page, '/api/accounts');
    expect(accounts).toHaveLength(PLATYPUS.accounts.length);
    for (const account of accounts) {
      const row = accountsTable(page).getByRole('row', { name: new RegExp(account.account_name) });
      await expect(row).toContainText(dollars(account.balances.current!));
    }
    const cash = accounts.filter((a) => a.type === 'depository').reduce((sum, a) => sum + Math.round(a.balances.current! * 100), 0) / 100;
    await expect(page.getByRole('region', { name: 'Totals' })).toContainText(dollars(cash));

    // The card's liability arrives with the first sync; the page refreshes after it.
    const card = accounts.find((a) => a.type === 'credit')!;
    await expect
      .poll(async () => (await apiGet<{ credit: ApiLiability[] }>(page, '/api/liabilities/credit')).credit.length, { timeout: 15_000 })
      .toBeGreaterThan(0);
    const { credit } = await apiGet<{ credit: ApiLiability[] }>(page, '/api/liabilities/credit');
    const liability = credit.find((l) => l.account_id === card.account_id)!;
    const shown = page.getByRole('region', { name: 'Credit cards' }).getByRole('article', { name: card.account_name });
    await expect(shown).toBeVisible({ timeout: 15_000 });
    await expect(shown).toContainText(`Minimum payment${dollars(liability.minimum_payment_amount!)}`);
    const purchase = liability.aprs.find((apr) => apr.apr_type === 'purchase_apr')!;
    await expect(shown).toContainText(`Purchase APR ${Number(purchase.apr_percentage.toFixed(2))}%`);
    await expect(page.getByText(/^Last synced /)).toBeVisible();
  });

  for (const width of [1280, 360]) {
    test(`passes axe with its accounts and credit cards shown, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openSignedIn(page, '/accounts');
      await expect(page.getByRole('region', { name: 'Credit cards' })).toBeVisible({ timeout: 15_000 });
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('re-authentication', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('a bank that needs a new sign-in shows the toast and a notice; updating through Link clears it', async ({ page }) => {
    test.setTimeout(90_000);
    await newSubscriber(page, 'reauth');
    await linkBankThroughEmulator(page);
    await openApp(page, '/accounts');
    await expect(accountsTable(page)).toBeVisible();

    const { accounts } = await apiGet<{ accounts: ApiAccount[] }>(page, '/api/accounts');
    await requireBankLogin(page, accounts[0]!.account_id);
    // Plaid's webhook reaches our server on its own time.
    await expect
      .poll(async () => (await apiGet<{ items: { needs_reauth: boolean }[] }>(page, '/db_api/items/active')).items[0]?.needs_reauth, { timeout: 15_000 })
      .toBe(true);

    await openApp(page, '/accounts');
    const reauthToast = toast(page, 'Please re-authenticate your bank connection using the Update Institution button.');
    await expect(reauthToast).toBeVisible();
    await expect(reauthToast).toHaveAttribute('data-type', 'info');
    const notice = page.getByRole('region', { name: `${PLATYPUS.name} needs you to sign in again` });
    await expect(notice).toBeVisible();
    await expect(accountsTable(page)).toBeHidden();
    await expectNoAxeViolations(page);

    await notice.getByRole('button', { name: `Update ${PLATYPUS.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Connected accounts from ${PLATYPUS.name}` });
    const update = dialog.getByRole('button', { name: 'Update Accounts' });
    await expect(update).toBeEnabled();
    await update.click();
    await logIn(page);
    await confirmAccounts(page);

    await expect(dialog).toBeHidden();
    await expect(notice).toBeHidden();
    await expect(accountsTable(page)).toBeVisible();
    expect((await apiGet<{ items: { needs_reauth: boolean }[] }>(page, '/db_api/items/active')).items[0]?.needs_reauth).toBe(false);
  });
});
