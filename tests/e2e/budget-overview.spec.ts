import { expect, type Locator, type Page } from '@playwright/test';
import { ANALYSIS_PROMPTS } from '../../contract/analysis-prompts';
import { expectNoAxeViolations } from './fixtures/axe';
import { openSignedIn, test } from './fixtures/personas';
import { addDays, apiGet, cents, iso, money, rawRows, readmeFigures, waitForSyncedMonth } from './fixtures/readme-money';

/**
 * The budget overview end to end, against the real server, database and the model stand-in: all
 * three analyses, a follow-up, and the restore after a reload. Figures on screen are checked
 * against the README's rules applied to the raw rows (fixtures/readme-money) and against the
 * accounts' own answer, never through the analyses' code. The tests run in order: they share one
 * persona's analyses.
 */

/** The month before today's, in UTC: the newest month of the income vs spend analysis. */
function lastCompleteMonth() {
  const now = new Date();
  return { start: iso(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))), end: iso(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0))) };
}
const monthName = (start: string) => new Date(`${start}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const conversation = (page: Page) => page.getByRole('region', { name: 'Conversation' });
const previousAnalyses = (page: Page) => page.getByRole('region', { name: 'Previous analyses' });
/** The messages of the conversation (its own list's items, not those of a reply's markdown). */
const messages = (page: Page) => conversation(page).locator('li[data-message-id]');
/** The last reply of the conversation. */
const lastReply = (page: Page) => messages(page).last();

/** Starts an analysis from its card and waits for its reply to be shown. */
async function startAnalysis(page: Page, name: 'Account detail' | 'Income vs spend' | 'Budget', prompt: string): Promise<Locator> {
  const answered = page.waitForResponse((r) => r.url().includes('/api/budget_overview/') && r.request().method() === 'POST');
  await page.getByRole('button', { name, exact: true }).click();
  await expect(conversation(page).getByText(prompt, { exact: true }).last()).toBeVisible();
  expect((await answered).status()).toBe(200);
  const reply = lastReply(page);
  await expect(reply.getByText('Budget overview', { exact: true })).toBeVisible();
  await expect(reply.locator('[data-message-text]')).not.toBeEmpty();
  return reply;
}

test.describe('the budget overview', () => {
  test.use({ persona: 'linked' });
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  test('runs the three analyses with figures that are the raw rows\' and the accounts\', keeps the shell in place, and passes axe', async ({ page }) => {
    const month = lastCompleteMonth();
    await openSignedIn(page, '/budgetoverview');
    await waitForSyncedMonth(page, month);
    await expect(page.getByText('Welcome to your budget overview! How can I help you with your budget today?')).toBeVisible();
    await expect(page.getByText('10 of 10 runs left this month')).toHaveCount(3);
    await expectNoAxeViolations(page);

    // Income vs spend: last month's income and spending in its month-by-month table, as the README counts them.
    const expected = readmeFigures(await rawRows(page, addDays(month.start, -3), addDays(month.end, 3)), month);
    expect(expected.income, 'income last month').toBeGreaterThan(0);
    const incomeSpend = await startAnalysis(page, 'Income vs spend', ANALYSIS_PROMPTS.income_spend_analysis);
    const row = incomeSpend.getByRole('group', { name: 'Month by month, figures' }).getByRole('row', { name: new RegExp(`^${monthName(month.start)}`) });
    await expect(row.getByRole('cell').nth(0)).toHaveText(money(expected.income));
    await expect(row.getByRole('cell').nth(1)).toHaveText(money(expected.spent));
    // Starting an analysis scrolls the conversation, never the page's shell.
    await expect(page.getByRole('button', { name: 'Budget AI Assistant' })).toBeInViewport();
    expect(await page.evaluate(() => document.scrollingElement!.scrollTop)).toBe(0);
    await expect(page.getByText('9 of 10 runs left this month')).toHaveCount(1);

    // Account detail: each account's balance in its table is the one GET /api/accounts gives.
    const { accounts } = await apiGet<{ accounts: { name: string; official_name: string | null; type: string; balances: { current: number | null } }[] }>(page, '/api/accounts');
    const detail = await startAnalysis(page, 'Account detail', ANALYSIS_PROMPTS.account_detail_analysis);
    const table = detail.getByRole('group', { name: 'Your accounts, figures' });
    for (const account of accounts.filter((a) => a.balances.current !== null)) {
      const accountRow = table.getByRole('row').filter({ hasText: account.official_name ?? account.name }).first();
      await expect(accountRow, account.name).toContainText(money(cents(account.balances.current!)));
    }

    // Budget: its reply has figures and charts, each chart with a table view.
    const budget = await startAnalysis(page, 'Budget', ANALYSIS_PROMPTS.budget_analysis);
    await expect(budget.getByText('Key figures')).toBeVisible();
    await budget.getByText('Table', { exact: true }).first().click();
    await expect(budget.getByRole('radio', { name: 'Table' }).first()).toBeChecked();
    await expect(budget.getByRole('table').first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(budget.getByText('Key figures')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('answers a follow-up with the figure the README gives, and restores the session after a reload; an earlier analysis too', async ({ page }) => {
    const month = lastCompleteMonth();
    await openSignedIn(page, '/budgetoverview');
    // The latest analysis (the budget one) is back on opening.
    await expect(conversation(page).getByText(ANALYSIS_PROMPTS.budget_analysis, { exact: true })).toBeVisible();

    const expected = readmeFigures(await rawRows(page, addDays(month.start, -3), addDays(month.end, 3)), month);
    const question = `What was my spending summary for ${monthName(month.start)}?`;
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/budget_overview/query'));
    await page.getByRole('textbox', { name: 'Your question' }).fill(question);
    await page.getByRole('textbox', { name: 'Your question' }).press('Enter');
    expect((await answered).status()).toBe(200);
    await expect(conversation(page).getByText(question, { exact: true })).toBeVisible();
    await expect(lastReply(page).locator('[data-message-text]')).toContainText(money(expected.spent));

    // After a reload: the budget analysis with its follow-up, in order.
    await page.reload();
    await expect(conversation(page).getByText(question, { exact: true })).toBeVisible();
    const texts = await messages(page).allInnerTexts();
    const promptAt = texts.findIndex((t) => t.includes(ANALYSIS_PROMPTS.budget_analysis));
    const questionAt = texts.findIndex((t) => t.includes(question));
    expect(promptAt).toBeGreaterThanOrEqual(0);
    expect(questionAt).toBeGreaterThan(promptAt);
    expect(texts[questionAt + 1]).toContain(money(expected.spent));

    // The list holds the three by type, newest first; the income vs spend one restores with its prompt.
    const list = previousAnalyses(page);
    await expect(list.getByRole('button')).toHaveText([/^Budget/, /^Account detail/, /^Income vs spend/]);
    await list.getByRole('button', { name: /^Income vs spend/ }).click();
    await expect(conversation(page).getByText(ANALYSIS_PROMPTS.income_spend_analysis, { exact: true })).toBeVisible();
    await expect(conversation(page).getByText(question, { exact: true })).toHaveCount(0);
    await expect(lastReply(page).getByRole('group', { name: 'Month by month, figures' })).toBeVisible();
  });
});
