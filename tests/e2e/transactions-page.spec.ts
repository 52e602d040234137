import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { addDays, lastMonth, rawRows, waitForFullHistory, waitForSyncedMonth } from './fixtures/readme-money';
import { openSignedIn, test } from './fixtures/personas';

/** The filters behind "Filters", by their labels. */
const FILTERS = ['Institution', 'Account', 'Category', 'Counts as', 'Direction', 'Status', 'Minimum amount', 'Maximum amount'];

/** What has focus: whether it is inside the transactions grid, and its name as a person would hear it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement & { labels?: NodeListOf<HTMLLabelElement> };
    return { inGrid: element.closest('[role="grid"]') !== null, name: element.getAttribute('aria-label') ?? element.labels?.[0]?.textContent ?? element.textContent?.trim() ?? element.tagName };
  });

/**
 * Every option of a select fits the select's box, whichever is chosen: its text measured in the
 * select's own font against the width inside its padding, less the browser's arrow (about 16 px
 * in Chromium, inside the content box; 20 kept).
 */
async function expectOptionsFit(select: Locator) {
  const cut = await select.evaluate((element: HTMLSelectElement) => {
    const style = getComputedStyle(element);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = style.font;
    const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
    return Array.from(element.options).filter((option) => context.measureText(option.text).width > room).map((option) => `${option.text} (${Math.round(context.measureText(option.text).width)} px > ${room} px)`);
  });
  expect(cut, await select.getAttribute('name') ?? 'select').toEqual([]);
}

test.describe('the transactions page', () => {
  test.use({ persona: 'linked' });
  const month = lastMonth();

  test('by keyboard: the table is one tab stop between the filters and the pager, arrows move between rows, paging moves focus to the first row, Enter opens the merchant', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await openSignedIn(page, '/accounts');
    await waitForSyncedMonth(page, month);
    // Three months: more rows than one page.
    const start = addDays(month.start, -62);
    expect((await rawRows(page, start, month.end)).length).toBeGreaterThan(50);
    await page.goto(`/transactions?start_date=${start}&end_date=${month.end}`);
    const grid = page.getByRole('grid', { name: 'Transactions' });
    const rows = grid.locator('tbody tr');
    const merchant = (index: number) => rows.nth(index).getByRole('link');
    await expect(rows).toHaveCount(50);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const pageOne = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelector('a')!.getAttribute('href')));

    // Tab by Tab from "Filters" to the pager: the 50 rows are one stop.
    await page.getByRole('button', { name: /^Filters/ }).focus();
    const stops: Awaited<ReturnType<typeof focused>>[] = [];
    while (stops.length < 20 && stops.at(-1)?.name !== 'Rows per page') {
      await page.keyboard.press('Tab');
      stops.push(await focused(page));
    }
    expect(stops.at(-1)?.name).toBe('Rows per page');
    expect(stops.filter((stop) => stop.inGrid)).toHaveLength(1);
    expect(stops.length, JSON.stringify(stops)).toBeLessThanOrEqual(6);

    // Back into the grid, on the first row; the arrows, Home, End and Page Up move between rows.
    await page.keyboard.press('Shift+Tab');
    await expect(merchant(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(merchant(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(merchant(49)).toBeFocused();
    await expect(merchant(49)).toBeInViewport();
    await page.keyboard.press('PageUp');
    await expect(merchant(39)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(merchant(0)).toBeFocused();
    await expect(merchant(0)).toBeInViewport();
    await page.keyboard.press('ArrowRight');
    await expect(rows.nth(0).getByRole('button', { name: /change category of/ }).locator('visible=true')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(merchant(0)).toBeFocused();

    // "Next page" by keyboard: focus moves to page 2's first row, in view.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Next page' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(merchant(0)).toBeFocused();
    await expect(merchant(0)).toBeInViewport();
    expect(pageOne).not.toContain(await merchant(0).getAttribute('href'));

    // Enter on a row's merchant opens its insights.
    await page.keyboard.press('ArrowDown');
    const insights = (await merchant(1).getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(insights);
    await expect(page.getByRole('heading', { level: 1, name: 'Merchant Insights' })).toBeVisible();
  });

  for (const width of [390, 1400]) {
    test(`at ${width} px: the first rows show without scrolling, every filter is behind "Filters" and labelled, and no select's text is cut`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await openSignedIn(page, '/accounts');
      await waitForSyncedMonth(page, month);
      // The layout once settled: while the rest of the history arrives (a busy machine takes its
      // time), a notice above the rows says so, and a phone shows it before them.
      await waitForFullHistory(page);
      await page.goto(`/transactions?start_date=${month.start}&end_date=${month.end}`);
      const rows = page.getByRole('grid', { name: 'Transactions' }).locator('tbody tr');
      await expect(rows.first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeInViewport({ ratio: 1 });
      await expect(rows.first()).toBeInViewport({ ratio: 1 });

      for (const label of FILTERS) await expect(page.getByLabel(label, { exact: true })).toBeHidden();
      await page.getByRole('button', { name: /^Filters/ }).click();
      for (const label of FILTERS) await expect(page.getByLabel(label, { exact: true })).toBeVisible();
      // The period's kind is in reach at every width (on a phone inside "Filters").
      await expect(page.getByRole('radiogroup', { name: 'Show by' })).toBeVisible();
      for (const label of FILTERS.filter((l) => !l.endsWith('amount'))) await expectOptionsFit(page.getByLabel(label, { exact: true }));
      await expectNoAxeViolations(page);

      // Choosing a kind there changes the period the stepper shows.
      await page.getByRole('radiogroup', { name: 'Show by' }).getByText('Quarter').click();
      await expect(page.getByRole('button', { name: 'Previous quarter' })).toBeVisible();
      await expect(page).toHaveURL(/start_date=\d{4}-(01|04|07|10)-01/);

      await page.getByRole('button', { name: /change category of/ }).locator('visible=true').first().click();
      const dialog = page.getByRole('dialog', { name: 'Change category' });
      await expect(dialog.getByLabel('Category')).toBeEnabled();
      await expectOptionsFit(dialog.getByLabel('Category'));
    });
  }
});
