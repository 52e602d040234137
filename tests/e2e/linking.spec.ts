import { expect, type Page, type Route } from '@playwright/test';
import { linkBankThroughEmulator } from './fixtures/bank';
import { test } from './fixtures/personas';
import {
  activeItems,
  confirmAccounts,
  connectedAccounts,
  linkWidget,
  logIn,
  navbarButton,
  newSubscriber,
  openApp,
  PLAID_CDN_SCRIPT,
  PLATYPUS,
  signInAtInstitution,
  toast,
  WRONG_PASSWORD_ALERT,
} from './fixtures/linking';

/**
 * Bank linking in the browser (issue 5), on the real server, database and Plaid emulator: the
 * widget is the emulator's Link script, driven through react-plaid-link's `usePlaidLink`.
 *
 * Tests that change what a user has linked make their own user; the others use the worker's
 * shared personas and leave them as they found them.
 */

const ADD_TITLE = "Let's Get Started!";
const SELECT_TITLE = 'Select and update your institution!';
const accountsTitle = (institution: string) => `Connected accounts from ${institution}`;

/** Opens Get Started's link step and waits until "Link Accounts" can be pressed. */
async function openLinkStep(page: Page) {
  await openApp(page, '/getstarted');
  await page.getByRole('button', { name: 'Link your bank' }).click();
  await expect(page.getByRole('heading', { level: 2, name: ADD_TITLE })).toBeVisible();
  const linkAccounts = page.getByRole('button', { name: 'Link Accounts' });
  await expect(linkAccounts).toBeEnabled();
  return linkAccounts;
}

/** Tests that sign up a user of their own start signed out. */
const signedOut = { storageState: { cookies: [], origins: [] } };

test.describe('a user without a bank', () => {
  test.use(signedOut);

  test('links one through the widget from Get Started, watches the first load, lands on /accounts, and the bell tells of it', async ({ page }) => {
    // Sign-up, hosted checkout, linking and the first import: on a busy 2-core machine the journey needs more than a minute.
    test.setTimeout(90_000);
    await newSubscriber(page);
    const linkAccounts = await openLinkStep(page);

    await linkAccounts.click();
    const widget = linkWidget(page);
    await expect(widget).toBeVisible();
    await expect(widget.getByRole('searchbox', { name: 'Search institutions' })).toBeFocused();
    await signInAtInstitution(page);
    await confirmAccounts(page);

    await expect(page.getByRole('heading', { level: 2, name: /^(Loading your data|All set!)$/ })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: /^(Loading your data|All set!)$/ })).toBeVisible();
    await page.waitForURL('**/accounts', { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();

    const items = await activeItems(page);
    expect(items.map((item) => item.institution_id)).toEqual([PLATYPUS.id]);
    expect(await connectedAccounts(page, items[0]!.external_id)).toEqual([...PLATYPUS.accounts].sort());

    // The bell tells of the first link: the accounts it brought, and (once the first sync is done) the transactions.
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    const menu = page.getByRole('dialog', { name: 'Notifications' });
    const added = menu.getByRole('listitem').filter({ hasText: `${PLATYPUS.accounts.length} accounts added` });
    await expect(added).toBeVisible();
    for (const account of PLATYPUS.accounts) await expect(added).toContainText(account);
    await expect(added).toContainText(`at ${PLATYPUS.name} are now connected`);
    const ready = menu.getByRole('listitem').filter({ hasText: 'Your transactions are ready' });
    await expect(ready).toBeVisible();
    await expect(ready).toContainText(new RegExp(`[\\d,]+ transactions from ${PLATYPUS.name} are ready to explore\\.`));
  });

  test('links through react-plaid-link loading Plaid\'s CDN script (served here by page.route)', async ({ page }) => {
    test.setTimeout(60_000);
    await newSubscriber(page, 'linking-cdn');
    const config = (await (await page.request.get('/api/config')).json()) as { plaid: { emulator_script_url: string } };
    const emulatorScript = await (await page.request.get(config.plaid.emulator_script_url)).text();
    // As with real Plaid: no emulator script in the config, so react-plaid-link fetches the CDN itself.
    await page.route('**/api/config', async (route: Route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { plaid: Record<string, unknown> };
      await route.fulfill({ response, json: { ...body, plaid: { ...body.plaid, emulator_script_url: null } } });
    });
    const cdnRequests: string[] = [];
    await page.route(PLAID_CDN_SCRIPT, (route) => {
      cdnRequests.push(route.request().url());
      return route.fulfill({ contentType: 'application/javascript', body: emulatorScript });
    });
    const emulatorRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url() === config.plaid.emulator_script_url) emulatorRequests.push(request.url());
    });

    const linkAccounts = await openLinkStep(page);
    expect(cdnRequests).toEqual([PLAID_CDN_SCRIPT]);
    expect(emulatorRequests).toEqual([]);
    await expect(page.locator(`script[src="${PLAID_CDN_SCRIPT}"]`)).toHaveCount(1);

    await linkAccounts.click();
    await signInAtInstitution(page);
    await confirmAccounts(page);
    await page.waitForURL('**/accounts', { timeout: 30_000 });
    expect((await activeItems(page)).map((item) => item.institution_id)).toEqual([PLATYPUS.id]);
  });
});

test.describe('Get Started with a subscribed user', () => {
  test.use({ persona: 'subscribed' });

  test('"Link Accounts" stays disabled until the widget is ready', async ({ page }) => {
    let releaseToken: () => void = () => undefined;
    const tokenHeld = new Promise<void>((resolve) => (releaseToken = resolve));
    await page.route('**/api/create_link_token', async (route) => {
      await tokenHeld;
      await route.continue();
    });

    await openApp(page, '/getstarted');
    await page.getByRole('button', { name: 'Link your bank' }).click();
    const linkAccounts = page.getByRole('button', { name: 'Link Accounts' });
    await expect(linkAccounts).toBeDisabled();
    await expect(page.getByRole('status').filter({ hasText: 'Getting a secure connection ready…' })).toBeVisible();
    // Still disabled a moment later: nothing but the token makes it ready.
    await page.waitForTimeout(500);
    await expect(linkAccounts).toBeDisabled();

    releaseToken();
    await expect(linkAccounts).toBeEnabled();
    await expect(page.getByText('Getting a secure connection ready…')).toBeHidden();
  });

  test('wrong credentials: the widget shows its error, and closing it shows the widget\'s error_message', async ({ page }) => {
    const linkAccounts = await openLinkStep(page);
    await linkAccounts.click();
    await signInAtInstitution(page, { password: 'not-the-password' });

    const widget = linkWidget(page);
    await expect(widget.getByRole('alert')).toHaveText(WRONG_PASSWORD_ALERT);
    await widget.getByRole('button', { name: 'Close' }).click();

    await expect(widget).toBeHidden();
    await expect(toast(page, 'The provided credentials were not correct. Please try again.')).toBeVisible();
    // Ready for another try, with a fresh link token.
    await expect(page.getByRole('button', { name: 'Link Accounts' })).toBeEnabled();
  });
});

test.describe('a user with a linked bank', () => {
  test.use({ persona: 'linked' });

  test('linking the same institution again: the already-exists warning, and the dialog closes', async ({ page }) => {
    await openApp(page, '/accounts');
    const before = await activeItems(page);

    await navbarButton(page, 'Add institution').click();
    const dialog = page.getByRole('dialog', { name: ADD_TITLE });
    await expect(dialog).toBeVisible();
    for (const line of ['Understand your cash flows', 'Pay off your debts', 'Invest for your future']) await expect(dialog.getByText(line)).toBeVisible();
    await dialog.getByRole('button', { name: 'Link Accounts' }).click();
    await expect(linkWidget(page)).toBeVisible();
    await expect(dialog).toBeHidden();
    // Our dialog's focus trap let go before the widget opened: the widget has the keyboard.
    await expect(linkWidget(page).getByRole('searchbox', { name: 'Search institutions' })).toBeFocused();
    await signInAtInstitution(page);
    await confirmAccounts(page);

    const warning = toast(page, `${PLATYPUS.name} already exists. Use the "UPDATE INSTITUTION" button to update or add accounts!`);
    await expect(warning).toBeVisible();
    await expect(warning).toHaveAttribute('data-type', 'warning');
    await expect(warning.getByText('This institution is already linked')).toBeVisible();
    await expect(page.getByRole('dialog', { name: ADD_TITLE })).toBeHidden();
    await expect(page).toHaveURL(/\/accounts$/);
    expect(await activeItems(page)).toEqual(before);
  });

  test('"Continue" is disabled until an institution is chosen', async ({ page }) => {
    await openApp(page, '/accounts');
    await navbarButton(page, 'Update Institution').click();
    const dialog = page.getByRole('dialog', { name: SELECT_TITLE });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription('Connect more accounts or re-authenticate your account(s)!');
    const continueButton = dialog.getByRole('button', { name: 'Continue' });
    await expect(dialog.getByRole('radio', { name: PLATYPUS.name })).toBeVisible();
    await expect(continueButton).toBeDisabled();

    await dialog.getByText(PLATYPUS.name).click();
    await expect(dialog.getByRole('radio', { name: PLATYPUS.name })).toBeChecked();
    await expect(continueButton).toBeEnabled();
  });
});

test.describe('the navbar\'s Add institution', () => {
  test.use(signedOut);

  test('on /accounts, linking another bank stays there and refreshes in place', async ({ page }) => {
    test.setTimeout(60_000);
    await newSubscriber(page, 'linking-navbar');
    await linkBankThroughEmulator(page);
    await openApp(page, '/accounts');

    await navbarButton(page, 'Add institution').click();
    const dialog = page.getByRole('dialog', { name: ADD_TITLE });
    await dialog.getByRole('button', { name: 'Link Accounts' }).click();
    await signInAtInstitution(page, { institution: 'Tartan Credit Union' });
    const itemsFetched = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/items');
    await confirmAccounts(page);

    // The link completed (items fetched after the exchange) and the dialog closed, without navigating.
    expect((await itemsFetched).status()).toBe(200);
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/accounts$/);
    await expect.poll(async () => (await activeItems(page)).map((item) => item.institution_id).sort()).toEqual(['ins_104650', PLATYPUS.id].sort());
  });
});

test.describe('update mode', () => {
  test.use(signedOut);

  /** A new subscriber with First Platypus Bank linked, all accounts but `leaveOut` shared. */
  async function linkedUser(page: Page, leaveOut: readonly string[] = []) {
    await newSubscriber(page, 'linking-update');
    await linkBankThroughEmulator(page, { leaveOut });
    await openApp(page, '/accounts');
  }

  /** Navbar "Update Institution" → First Platypus Bank → Continue → "Update Accounts" → the widget's login. */
  async function openUpdateMode(page: Page) {
    await navbarButton(page, 'Update Institution').click();
    const choice = page.getByRole('dialog', { name: SELECT_TITLE });
    await choice.getByText(PLATYPUS.name).click();
    await choice.getByRole('button', { name: 'Continue' }).click();
    const accounts = page.getByRole('dialog', { name: accountsTitle(PLATYPUS.name) });
    await expect(accounts).toBeVisible();
    const update = accounts.getByRole('button', { name: 'Update Accounts' });
    await expect(update).toBeEnabled();
    await update.click();
    await logIn(page);
  }

  test('adding an account announces it', async ({ page }) => {
    test.setTimeout(60_000);
    await linkedUser(page, ['Platypus Home Mortgage']);
    await navbarButton(page, 'Update Institution').click();
    await page.getByRole('dialog', { name: SELECT_TITLE }).getByText(PLATYPUS.name).click();
    await page.getByRole('dialog', { name: SELECT_TITLE }).getByRole('button', { name: 'Continue' }).click();
    // The connected accounts, with check marks, before the widget opens.
    const accountsDialog = page.getByRole('dialog', { name: accountsTitle(PLATYPUS.name) });
    await expect(accountsDialog.getByRole('list', { name: 'Connected accounts' }).getByRole('listitem')).toHaveText([
      'First Platypus Bank Everyday Checking',
      'First Platypus Bank High-Yield Savings',
      'First Platypus Bank Rewards Visa Signature',
    ]);
    await accountsDialog.getByRole('button', { name: 'Update Accounts' }).click();
    await logIn(page);

    await confirmAccounts(page, async (widget) => {
      const mortgage = widget.getByRole('checkbox', { name: 'Platypus Home Mortgage' });
      await expect(mortgage).not.toBeChecked();
      await expect(mortgage).toHaveAccessibleDescription(/New$/);
      await mortgage.check();
    });

    const added = toast(page, 'Platypus Home Mortgage has been added! Loading your transactions...');
    await expect(added).toBeVisible();
    await expect(added).toHaveAttribute('data-type', 'success');
    await expect(page.getByRole('dialog', { name: accountsTitle(PLATYPUS.name) })).toBeHidden();
    const [item] = await activeItems(page);
    expect(await connectedAccounts(page, item!.external_id)).toEqual([...PLATYPUS.accounts].sort());
  });

  test('removing an account announces it and reloads the page 3 s later', async ({ page }) => {
    test.setTimeout(60_000);
    await linkedUser(page);
    await openUpdateMode(page);
    const refreshAnswered = page
      .waitForResponse((r) => new URL(r.url()).pathname === '/api/accounts' && r.request().method() === 'POST', { timeout: 30_000 })
      .then(() => Date.now());
    const reloaded = refreshAnswered.then(() => page.waitForEvent('load', { timeout: 15_000 })).then(() => Date.now());
    await confirmAccounts(page, (widget) => widget.getByRole('checkbox', { name: 'Platypus Rewards Visa' }).uncheck());

    const removed = toast(page, 'Platypus Rewards Visa has been removed!');
    await expect(removed).toBeVisible();
    // Spec section 9: the page reloads 3 s after a removal is known (counted from the refresh's answer).
    expect((await reloaded) - (await refreshAnswered)).toBeGreaterThanOrEqual(2_900);
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();

    const [item] = await activeItems(page);
    expect(await connectedAccounts(page, item!.external_id)).toEqual(PLATYPUS.accounts.filter((name) => name !== 'Platypus Rewards Visa').sort());
  });
});

test.describe('Settings: linked institutions', () => {
  test.use(signedOut);

  test('lists the institution with its accounts; Update opens its accounts; Remove unlinks it after confirming', async ({ page }) => {
    test.setTimeout(60_000);
    await newSubscriber(page, 'linking-settings');
    await linkBankThroughEmulator(page);
    await openApp(page, '/settings');

    const section = page.getByRole('region', { name: 'Linked institutions' });
    const card = section.getByRole('article', { name: PLATYPUS.name });
    await expect(card.getByRole('list', { name: `Accounts at ${PLATYPUS.name}` }).getByRole('listitem')).toHaveCount(4);

    await card.getByRole('button', { name: `Update ${PLATYPUS.name}` }).click();
    const accounts = page.getByRole('dialog', { name: accountsTitle(PLATYPUS.name) });
    await expect(accounts.getByRole('button', { name: 'Update Accounts' })).toBeEnabled();
    await accounts.getByRole('button', { name: 'Close' }).click();
    await expect(accounts).toBeHidden();

    await card.getByRole('button', { name: `Remove ${PLATYPUS.name}` }).click();
    const confirm = page.getByRole('dialog', { name: `Remove ${PLATYPUS.name}?` });
    await expect(confirm).toHaveAccessibleDescription(/delete its accounts and transactions/);
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();

    await expect(toast(page, `${PLATYPUS.name} is no longer linked.`)).toBeVisible();
    await expect(section.getByText('No bank is linked yet.')).toBeVisible();
    expect(await activeItems(page)).toEqual([]);
  });
});
