import { expect } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { openSignedIn, test } from './fixtures/personas';
import { apiGet, cents, money } from './fixtures/readme-money';

/**
 * Alerts (issue 25, item 7) on the real server, database and Plaid emulator: the low-balance
 * amount changed in Settings by keyboard, a sync of the bank then tells each cash account under it,
 * once, in the bell's menu; the expected accounts are worked out here from their balances.
 */

// Its own subscriber with a bank: the test changes its alert settings.
test.use({ persona: 'linked', ownPersona: true });

interface ApiAccount {
  account_id: string;
  account_name: string;
  type: string;
  balances: { current: number | null };
}
interface Listed {
  title: string;
  message: string;
}

/** The default low-balance amount (README, "Alerts"). */
const DEFAULT_LOW_CENTS = 10_000;

test('alerts: a low-balance amount set by keyboard in Settings, then a sync tells each cash account under it once, in the bell', async ({ page }) => {
  test.setTimeout(150_000);
  await openSignedIn(page, '/settings');
  const section = page.getByRole('region', { name: 'Alerts' });
  await expect(section.getByRole('switch', { name: 'A cash balance below an amount' })).toBeChecked();
  for (const size of [{ width: 1400, height: 900 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page);
    await section.screenshot({ path: test.info().outputPath(`alerts-settings-${size.width}.png`) });
  }
  await page.setViewportSize({ width: 1400, height: 900 });

  // An amount above the largest cash balance, so every cash account is under it.
  const { accounts } = await apiGet<{ accounts: ApiAccount[] }>(page, '/api/accounts');
  const cash = accounts.filter((a) => a.type === 'depository' && a.balances.current !== null);
  expect(cash.length).toBeGreaterThan(0);
  const thresholdCents = (Math.floor(Math.max(...cash.map((a) => cents(a.balances.current!))) / 100) + 1) * 100;

  const amount = section.getByRole('textbox', { name: 'Tell me when a checking or savings balance falls below ($)' });
  await amount.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(String(thresholdCents / 100));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your alert settings are saved.')).toBeVisible();
  expect((await apiGet<{ low_balance_amount: number }>(page, '/db_api/alert_settings')).low_balance_amount).toBe(thresholdCents / 100);

  // A sync, twice: each cash account is told once. One already under the default at the first sync was told then, with that amount.
  await apiGet(page, '/api/update_metadata');
  await apiGet(page, '/api/update_metadata');
  const expected = cash
    .map((a): Listed => {
      const balance = cents(a.balances.current!);
      const told = balance < DEFAULT_LOW_CENTS ? DEFAULT_LOW_CENTS : thresholdCents;
      return { title: 'Low balance', message: `${a.account_name} is at ${money(balance)}, below your ${money(told)} alert.` };
    })
    .sort((a, b) => a.message.localeCompare(b.message));
  const lowBalance = async () =>
    (await apiGet<{ results: Listed[] }>(page, '/db_api/notifications')).results
      .filter((n) => n.title === 'Low balance')
      .map(({ title, message }) => ({ title, message }))
      .sort((a, b) => a.message.localeCompare(b.message));
  await expect.poll(lowBalance, { timeout: 30_000 }).toEqual(expected);

  await page.reload();
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.click();
  const menu = page.getByRole('dialog', { name: 'Notifications' });
  for (const alert of expected) await expect(menu.getByText(alert.message)).toBeVisible();
  for (const size of [{ width: 1400, height: 900 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`alerts-menu-${size.width}.png`) });
  }
});
