import { expect, type Locator, type Page } from '@playwright/test';
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

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
type Box = { x: number; y: number; width: number; height: number };

/** The toast lies below the navbar, over none of the navbar's controls (nor the sidebar's toggle) on screen. */
async function expectClearOfNavbar(page: Page, toastRoot: Locator): Promise<void> {
  const banner = page.getByRole('banner');
  const controls = [
    banner.getByRole('link', { name: 'Ledgerline home' }),
    ...(await banner.getByRole('button').all()),
    // Below 1200 px, the sidebar's rail starts with its toggle, just under the navbar.
    ...(await page.getByRole('button', { name: 'Toggle sidebar' }).all()),
  ];
  // The toast slides in: judge where it comes to rest. The pointer on it holds it there (hovering
  // the toasts pauses their 5 s, and Playwright hovers once the slide has stopped), so a busy
  // machine cannot let it close before it is measured; the pointer leaves once it has been.
  await toastRoot.hover();
  await expect
    .poll(async () => {
      const toastBox = await toastRoot.boundingBox();
      const bannerBox = await banner.boundingBox();
      if (!toastBox || !bannerBox || toastBox.y < bannerBox.y + bannerBox.height) return 'over the navbar';
      for (const control of controls) {
        const box = await control.boundingBox();
        if (box && overlaps(box, toastBox)) return `over ${await control.getAttribute('aria-label') ?? await control.textContent()}`;
      }
      return 'clear';
    })
    .toBe('clear');
  await page.mouse.move(1, 1);
}

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

  test('Sync now says "Syncing…" beside a spinner while it runs, keeps keyboard focus, then shows the new Last synced time', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await openSignedIn(page, '/accounts');
    await expect(accountsTable(page)).toBeVisible();
    const syncNow = page.getByRole('button', { name: 'Sync now' });
    // The syncs that follow sign-in finish first.
    await expect(syncNow).not.toHaveAttribute('aria-disabled', 'true', { timeout: 20_000 });
    const lastSynced = page.getByRole('status').filter({ hasText: 'Last synced' }).locator('time');
    const before = Date.parse((await lastSynced.getAttribute('datetime'))!);

    // Hold the answer of the sync pressed here until its running state has been seen; a sync the
    // page starts by itself before the press (another after sign-in) goes through unheld.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let pressed = false;
    let asked = 0;
    await page.route('**/api/update_metadata', async (route) => {
      if (pressed) {
        asked += 1;
        await held;
      }
      await route.continue();
    });
    await syncNow.focus();
    pressed = true;
    await page.keyboard.press('Enter');
    const syncing = page.getByRole('button', { name: 'Syncing…' });
    await expect(syncing).toHaveAttribute('aria-disabled', 'true');
    await expect(syncing).toBeFocused();
    await expect(syncing.locator('[aria-hidden="true"]')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('syncing-1400.png') });
    // Pressed again while it runs: nothing more is asked.
    await page.keyboard.press('Enter');
    release();

    await expect(syncNow).toBeFocused();
    await expect(syncNow).not.toHaveAttribute('aria-disabled', 'true');
    await expect.poll(async () => Date.parse((await lastSynced.getAttribute('datetime'))!)).toBeGreaterThan(before);
    expect(asked).toBe(1);
    await expect(page.getByRole('status').filter({ hasText: 'Last synced' })).toContainText(/Last synced (just now|\d+ seconds? ago)/);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath('synced-390.png') });
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

/**
 * Opens the app at `path` as a new browser session would (nothing in session storage). The app is
 * stopped first, on a plain file of the same origin that runs no script: a refresh of the open app
 * landing after the storage was cleared could otherwise claim the session's one-time notices again.
 */
async function inNewBrowserSession(page: Page, path: string) {
  await page.goto('/favicon.svg');
  await page.evaluate(() => sessionStorage.clear());
  await openApp(page, path);
}

test.describe('re-authentication', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('a bank that needs a new sign-in shows the toast, a notice and its last balances; updating through Link clears it and says so', async ({ page }) => {
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

    await page.setViewportSize({ width: 1400, height: 900 });
    // The open page's own refresh after its first sync may have met the broken login while we waited,
    // and shown (and claimed) this session's toast already: start a new browser session for the visit.
    await inNewBrowserSession(page, '/accounts');
    const reauthToast = toast(page, 'Please re-authenticate your bank connection using the Update Institution button.');
    await expect(reauthToast).toBeVisible();
    await expect(reauthToast).toHaveAttribute('data-type', 'info');
    // Top right, below the navbar: Update Institution, the assistant, the bell and the avatar stay in view.
    await expectClearOfNavbar(page, reauthToast);
    await page.screenshot({ path: test.info().outputPath('reauth-toast-1400.png') });
    const notice = page.getByRole('region', { name: `${PLATYPUS.name} needs you to sign in again` });
    await expect(notice).toBeVisible();
    // The last synced balances stay under the notice, dated, and never called "Synced … ago" beside "Sign-in needed".
    const institution = page.getByRole('region', { name: PLATYPUS.name, exact: true });
    await expect(institution.getByRole('table', { name: new RegExp(`^Accounts at ${PLATYPUS.name}, as of `) })).toBeVisible();
    await expect(institution).toContainText('Sign-in needed');
    await expect(institution).toContainText(/as of /);
    await expect(institution).not.toContainText(/Synced/);
    await expect(institution).toContainText(dollars(accounts[0]!.balances.current!));
    await expectNoAxeViolations(page);

    // Once per item per session: not again on a reload, nor after Sync now.
    // It closes by itself (5 s).
    await expect(reauthToast).toHaveCount(0);
    const accountsAnswered = () => page.waitForResponse((response) => new URL(response.url()).pathname === '/api/accounts');
    let answered = accountsAnswered();
    await openApp(page, '/accounts');
    await answered;
    await expect(notice).toBeVisible();
    await expect(reauthToast).toHaveCount(0);
    answered = accountsAnswered();
    await page.getByRole('button', { name: 'Sync now' }).click();
    await answered;
    await expect(page.getByRole('button', { name: 'Sync now' })).not.toHaveAttribute('aria-disabled', 'true');
    await expect(reauthToast).toHaveCount(0);

    // A new browser session shows it once more; on a phone it sits below the navbar, clear of the logo.
    await page.setViewportSize({ width: 390, height: 844 });
    await inNewBrowserSession(page, '/accounts');
    await expect(reauthToast).toBeVisible();
    await expectClearOfNavbar(page, reauthToast);
    await page.screenshot({ path: test.info().outputPath('reauth-toast-390.png') });
    await page.setViewportSize({ width: 1400, height: 900 });

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
    await expect(institution).toContainText(/Synced/);

    // The bell follows: "Reconnect your bank" is settled, "Reconnected" is new.
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const menu = page.getByRole('dialog', { name: 'Notifications' });
    await expect(menu.getByRole('listitem').filter({ hasText: 'Reconnected' })).toBeVisible();
    await expect(menu.getByRole('listitem').filter({ hasText: 'Reconnect your bank' })).toHaveCount(0);
    await expect(menu.getByRole('button', { name: 'Mark as read & clear' })).toBeVisible();
  });
});
