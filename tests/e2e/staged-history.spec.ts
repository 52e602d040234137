import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { advanceBankHistory, bankRows } from './fixtures/bank';
import { test } from './fixtures/personas';
import { confirmAccounts, newSubscriber, openApp, signInAtInstitution } from './fixtures/linking';
import { addDays, apiGet, iso } from './fixtures/readme-money';

/**
 * A bank whose history arrives in stages (issue 29), on the real server, database and Plaid
 * emulator: Paisley Financial sends nothing at first, then its last 30 days, then the rest, each
 * stage announced by webhook. The pages say so until it is all in, then the bell says it once.
 */

const PAISLEY = 'Paisley Financial';
const HISTORY_MESSAGE = 'Your last 30 days are here; older history is on its way';

test.use({ storageState: { cookies: [], origins: [] } });

const historyNotice = (page: Page) => page.getByRole('status').filter({ hasText: HISTORY_MESSAGE });

/** /transactions over every day the emulator's 24 months of history can hold, to the day after today. */
function everyDayPath(): string {
  const today = iso(new Date());
  return `/transactions?start_date=${addDays(today, -3 * 366)}&end_date=${addDays(today, 1)}`;
}

test('a bank whose history arrives in stages: the last 30 days with a notice, then the rest, the notice gone and one notification', async ({ page }) => {
  // Sign-up, checkout, linking and two webhook-driven syncs on a busy 2-core machine.
  test.setTimeout(240_000);
  await newSubscriber(page, 'staged-history');
  await openApp(page, '/getstarted');
  await page.getByRole('button', { name: 'Link your bank' }).click();
  const linkAccounts = page.getByRole('button', { name: 'Link Accounts' });
  await expect(linkAccounts).toBeEnabled();
  await linkAccounts.click();
  await signInAtInstitution(page, { institution: PAISLEY });
  await confirmAccounts(page);
  await page.waitForURL('**/accounts', { timeout: 60_000 });

  const { accounts } = await apiGet<{ accounts: { account_id: string }[] }>(page, '/api/accounts');
  const accountId = accounts[0]!.account_id;
  // The emulator moves on by itself 5 s after the link too; asking makes the stage certain (never back).
  await advanceBankHistory(page, accountId, 'initial');
  const recent = await bankRows(page, accountId);
  expect(recent.length).toBeGreaterThan(0);
  const floor = addDays(iso(new Date()), -31);
  expect(recent.every((row) => row.date >= floor)).toBe(true);

  await expect(historyNotice(page)).toBeVisible({ timeout: 60_000 });

  // Only the last 30 days are listed, however far back the period goes: the page asks again while history arrives.
  await page.goto(everyDayPath());
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await expect(page.getByTestId('totals-count')).toHaveText(recent.length.toLocaleString('en-US'), { timeout: 60_000 });
  const notice = historyNotice(page);
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('have not arrived yet');

  for (const size of [{ width: 1400, height: 900 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(size);
    await expect(notice).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize({ width: 1400, height: 900 });

  // The rest of the history: webhook, sync, and the page (left open) learns of it by itself.
  await advanceBankHistory(page, accountId, 'historical');
  const all = await bankRows(page, accountId);
  expect(all.length).toBeGreaterThan(recent.length);
  await expect(notice).toBeHidden({ timeout: 90_000 });
  await expect(page.getByTestId('totals-count')).toHaveText(all.length.toLocaleString('en-US'), { timeout: 30_000 });

  // The bell says it once, as history, not as "N new transactions".
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const menu = page.getByRole('dialog', { name: 'Notifications' });
  await expect(menu.getByRole('listitem').filter({ hasText: `Your full history from ${PAISLEY} is here.` })).toHaveCount(1);
  await expect(menu.getByRole('listitem').filter({ hasText: /new transactions?/ })).toHaveCount(0);
});
