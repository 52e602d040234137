import { expect } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { openSignedIn, test } from './fixtures/personas';
import { expectToastShown, recordToasts } from './fixtures/linking';
import { apiGet, cents, money } from './fixtures/readme-money';

/**
 * Recurring payments (issue 25, item 5) on the real server, database and Plaid emulator: reached
 * from the dashboard's upcoming bills, each kind's monthly total worked out here from the streams'
 * own amounts and frequencies, a bill marked not recurring leaves the upcoming bills, and one added
 * by hand joins the list.
 */

// Its own subscriber with a bank: the test changes its recurring payments.
test.use({ persona: 'linked', ownPersona: true });

interface Stream {
  id: string;
  merchant: string;
  kind: string;
  amount: number;
  frequency: string;
  status: string;
}

/** Payments a year, by Plaid's frequency (README, "Recurring payments by kind"). */
const PER_YEAR: Record<string, number> = { WEEKLY: 52, BIWEEKLY: 26, SEMI_MONTHLY: 24, MONTHLY: 12, ANNUALLY: 1 };
const KIND_HEADINGS: Record<string, string> = {
  subscription: 'Subscriptions',
  bill: 'Bills',
  loan_or_mortgage: 'Loan and mortgage payments',
  card_payment: 'Credit card payments',
  transfer_or_savings: 'Transfers and savings',
  income: 'Income',
};

test('recurring payments: reached from the dashboard, totals by kind from the streams, one marked not recurring leaves the upcoming bills, one added by hand', async ({ page }) => {
  test.setTimeout(150_000);
  await openSignedIn(page, '/dashboard');
  await page.getByRole('link', { name: 'See all recurring payments' }).click();
  await expect(page).toHaveURL(/\/recurring$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Recurring payments' })).toBeVisible();

  // Each kind's monthly total, worked out here: every active stream's cents times its payments a year, over 12, rounded once.
  const { streams } = await apiGet<{ streams: Stream[] }>(page, '/db_api/recurring');
  const active = streams.filter((s) => s.status === 'active' && PER_YEAR[s.frequency] !== undefined);
  expect(active.length).toBeGreaterThan(0);
  const kinds = [...new Set(active.map((s) => s.kind))];
  for (const kind of kinds) {
    const yearly = active.filter((s) => s.kind === kind).reduce((sum, s) => sum + cents(s.amount) * PER_YEAR[s.frequency]!, 0);
    const heading = page.getByRole('heading', { level: 2, name: KIND_HEADINGS[kind]! });
    const section = page.getByRole('region', { name: KIND_HEADINGS[kind]! });
    await expect(heading).toBeVisible();
    await expect(section).toContainText(`${money(Math.round(yearly / 12))} a month`);
  }
  for (const size of [{ width: 1400, height: 900 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize({ width: 1400, height: 900 });

  // A bill due soon, marked not recurring from its row's menu by keyboard: it leaves the upcoming bills.
  // Bills name their stream by Plaid's id; the list names it by merchant, as the page shows it.
  type Bill = { stream_id: string; merchant_name: string | null; description: string };
  const { bills } = await apiGet<{ bills: Bill[] }>(page, '/db_api/dashboard/upcoming_bills?days=30');
  const bill = bills.find((b) => active.some((s) => s.merchant === (b.merchant_name ?? b.description)));
  expect(bill, 'a bill is due in the next 30 days').toBeDefined();
  const due = active.find((s) => s.merchant === (bill!.merchant_name ?? bill!.description))!;
  const menu = page.getByRole('button', { name: `Actions for ${due.merchant}` }).first();
  await recordToasts(page);
  await menu.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Not recurring' }).click();
  await expect(page.getByRole('region', { name: 'Not counted' })).toContainText(due.merchant);
  await expectToastShown(page, `${due.merchant} is no longer counted as recurring.`);
  await expect.poll(async () => (await apiGet<{ bills: Bill[] }>(page, '/db_api/dashboard/upcoming_bills?days=30')).bills.some((b) => b.stream_id === bill!.stream_id)).toBe(false);

  // One added by hand, paid from the checking account: listed under its kind, counted by the API as the user's own.
  const { accounts } = await apiGet<{ accounts: { account_id: string; name: string; official_name: string | null; subtype: string | null }[] }>(page, '/api/accounts');
  const checking = accounts.find((a) => a.subtype === 'checking')!;
  await page.getByRole('button', { name: 'Add recurring payment' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Merchant or description').fill('Riverside Climbing Gym');
  await dialog.getByLabel('Expected amount').fill('42.50');
  await dialog.getByLabel('Account').selectOption(checking.account_id);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Subscriptions' })).toContainText('Riverside Climbing Gym');
  const after = await apiGet<{ streams: (Stream & { source: string })[] }>(page, '/db_api/recurring');
  expect(after.streams.find((s) => s.merchant === 'Riverside Climbing Gym')).toMatchObject({
    source: 'manual',
    amount: 42.5,
    kind: 'subscription',
    frequency: 'MONTHLY',
    status: 'active',
    account_name: checking.official_name ?? checking.name,
  });
});
