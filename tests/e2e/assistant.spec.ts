import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { accessTokenOf } from './fixtures/billing';
import { openSignedIn, test } from './fixtures/personas';
import { addDays, lastMonth, money, rawRows, readmeFigures, waitForSyncedMonth } from './fixtures/readme-money';

/**
 * The Budget AI Assistant drawer end to end, against the real server and the model stand-in: the
 * figure of an answer is checked against the README's rules applied to the raw rows
 * (fixtures/readme-money). The tests run in order: they share one persona's conversation and quota,
 * a persona of this file's own (another file's question would take the welcome panel away).
 */

const drawerOf = (page: Page) => page.getByRole('dialog', { name: 'Budget AI Assistant' });
const monthName = (start: string) => new Date(`${start}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const QUESTION_BOX = 'Your question';

async function openDrawer(page: Page) {
  await page.getByRole('button', { name: 'Budget AI Assistant' }).click();
  const drawer = drawerOf(page);
  await expect(drawer).toBeVisible();
  await expect(drawer.getByLabel(QUESTION_BOX)).toBeFocused();
  return drawer;
}

async function used(page: Page): Promise<number> {
  const text = await drawerOf(page).getByText(/^Asks: \d+\/100$/).textContent();
  return Number(/Asks: (\d+)/.exec(text!)![1]);
}

/** Asks through the API as the drawer does (each a new pair id). */
async function askByApi(page: Page, question: string) {
  const id = `user-${crypto.randomUUID().replaceAll('-', '')}`;
  const response = await page.request.post('/api/chat/response', {
    headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
    data: { id, submitted_user_query: question, is_user_input: true, created_date: new Date().toISOString() },
  });
  return response.status();
}

test.describe('the assistant drawer', () => {
  test.use({ persona: 'linked', ownPersona: true });
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  test('answers a question with the figure the README gives, linked to its rows, and the counter moves', async ({ page }) => {
    const month = lastMonth();
    await openSignedIn(page, '/accounts');
    await waitForSyncedMonth(page, month);
    const expected = readmeFigures(await rawRows(page, addDays(month.start, -3), addDays(month.end, 3)), month);

    const drawer = await openDrawer(page);
    await expect(drawer.getByRole('button', { name: /spending summary/ })).toBeVisible();
    await expectNoAxeViolations(page);
    const before = await used(page);
    await drawer.getByLabel(QUESTION_BOX).fill(`What was my spending summary for ${monthName(month.start)}?`);
    await drawer.getByLabel(QUESTION_BOX).press('Enter');
    await expect(drawer.getByLabel(QUESTION_BOX)).toHaveValue('');
    const answer = drawer.locator('[data-event-id^="ai-"]').last();
    await expect(answer).toContainText(money(expected.spent));
    await expect(answer).toContainText(month.start);
    await expect(drawer.getByText(`Asks: ${before + 1}/100`)).toBeVisible();
    // The figure links to exactly its rows, in the app.
    await answer.getByRole('link', { name: money(expected.spent) }).click();
    await expect(page).toHaveURL(new RegExp(`/transactions\\?start_date=${month.start}&end_date=${month.end}.*counted_as=spending`));
  });

  test('bookmarks, ratings and deletions persist across a reload', async ({ page }) => {
    await openSignedIn(page, '/accounts');
    let drawer = await openDrawer(page);
    const question = drawer.locator('[data-event-id^="user-"]').last();
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Message actions' }).click();
    await page.getByRole('menuitem', { name: 'Bookmark' }).click();
    await expect(question.getByRole('img', { name: 'Bookmarked' })).toBeVisible();
    const answer = drawer.locator('[data-event-id^="ai-"]').last();
    await answer.getByRole('button', { name: 'Good response' }).click();
    await expect(answer.getByRole('button', { name: 'Good response' })).toHaveAttribute('aria-pressed', 'true');
    const questionId = await question.getAttribute('data-event-id');

    // A second question, then deleted: both its messages go.
    await drawer.getByLabel(QUESTION_BOX).fill('What was my last transaction?');
    await drawer.getByLabel(QUESTION_BOX).press('Enter');
    const second = drawer.locator('[data-event-id^="user-"]').last();
    await expect(drawer.locator('[data-event-id^="ai-"]')).toHaveCount(2);
    const secondPair = (await second.getAttribute('data-event-id'))!.slice('user-'.length);
    // The answer written out (its rating shows), so the list no longer moves under the menu.
    await expect(drawer.locator('[data-event-id^="ai-"]').last().getByRole('button', { name: 'Good response' })).toBeVisible();
    await second.scrollIntoViewIfNeeded();
    await second.getByRole('button', { name: 'Message actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await expect(drawer.locator(`[data-event-id$="-${secondPair}"]`)).toHaveCount(0);

    await page.reload();
    drawer = await openDrawer(page);
    const kept = drawer.locator(`[data-event-id="${questionId}"]`);
    await expect(kept.getByRole('img', { name: 'Bookmarked' })).toBeVisible();
    await expect(drawer.locator(`[data-event-id="ai-${questionId!.slice('user-'.length)}"]`).getByRole('button', { name: 'Good response' })).toHaveAttribute('aria-pressed', 'true');
    await expect(drawer.locator(`[data-event-id$="-${secondPair}"]`)).toHaveCount(0);
    // Bookmarks Only keeps the bookmarked pair.
    await drawer.getByText('Bookmarks Only').click();
    await expect(drawer.locator('[data-event-id^="user-"]')).toHaveCount(1);
    await expect(drawer.locator(`[data-event-id="${questionId}"]`)).toBeVisible();
    // Escape closes the drawer and gives focus back to its button.
    await page.keyboard.press('Escape');
    await expect(drawerOf(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Budget AI Assistant' })).toBeFocused();
  });

  test('Load Previous brings older pairs and keeps the list where it was', async ({ page }) => {
    await openSignedIn(page, '/accounts');
    // More than one page of history: 21 more pairs.
    for (let i = 0; i < 21; i++) expect(await askByApi(page, `Should I buy stock number ${i}?`)).toBe(200);
    await page.reload();
    const drawer = await openDrawer(page);
    await expect(drawer.locator('[data-event-id^="user-"]')).toHaveCount(20);
    const conversation = drawer.getByRole('region', { name: 'Conversation' });
    await conversation.evaluate((element) => element.scrollTo({ top: 0 }));
    const firstBefore = drawer.locator('[data-event-id^="user-"]').first();
    const firstId = await firstBefore.getAttribute('data-event-id');
    // Where that message sits in the list's own box (the controls above may change height once nothing older is left).
    const top = async () => (await drawer.locator(`[data-event-id="${firstId}"]`).boundingBox())!.y - (await conversation.boundingBox())!.y;
    const before = await top();
    await drawer.getByRole('button', { name: 'Load Previous' }).click();
    await expect(drawer.locator('[data-event-id^="user-"]')).toHaveCount(22);
    expect(Math.abs((await top()) - before)).toBeLessThanOrEqual(2);
  });

  test('an exhausted quota says so', async ({ page }) => {
    await openSignedIn(page, '/accounts');
    const { remaining } = (await (await page.request.get('/api/chat/quota', { headers: { authorization: `Bearer ${await accessTokenOf(page)}` } })).json()) as { remaining: number };
    for (let i = 0; i < remaining; i += 10) {
      const statuses = await Promise.all(Array.from({ length: Math.min(10, remaining - i) }, () => askByApi(page, 'Should I buy bonds?')));
      expect(statuses.every((s) => s === 200)).toBe(true);
    }
    const drawer = await openDrawer(page);
    await expect(drawer.getByText('Asks: 100/100')).toBeVisible();
    await drawer.getByLabel(QUESTION_BOX).fill('How much did I spend last month?');
    await drawer.getByLabel(QUESTION_BOX).press('Enter');
    await expect(drawer.getByText("You've reached your monthly question limit. Please try again next month.")).toBeVisible();
    expect(await askByApi(page, 'One more?')).toBe(429);
  });
});
