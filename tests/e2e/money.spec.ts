import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { addDays, cents, changeText, lastMonth, money, rawRows, readmeFigures, thisMonthSoFar, waitForSyncedMonth, type Row } from './fixtures/readme-money';
import { openSignedIn, test } from './fixtures/personas';
import { csvRecords } from '../../server/test/csv.ts';

/**
 * The money pages against an independent computation: the figures on screen are checked against
 * sums worked out from the raw rows of `GET /db_api/transactions` with the README's rules written
 * again for the tests (fixtures/readme-money), not through the server's code.
 */

const statValue = (page: Page, label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]/span[1]');


test.describe('money pages', () => {
  test.use({ persona: 'linked' });
  const month = lastMonth();

  test("the dashboard's spent, income and net for last month are the README's rules applied to the raw rows", async ({ page }) => {
    await openSignedIn(page, '/dashboard');
    await waitForSyncedMonth(page, month);
    // Three days either side: a transfer's other half may fall just outside the month.
    const rows = await rawRows(page, addDays(month.start, -3), addDays(month.end, 3));
    const expected = readmeFigures(rows, month);

    await page.getByRole('button', { name: 'Previous month' }).click();
    await expect(statValue(page, 'Spent')).toHaveText(money(expected.spent));
    await expect(statValue(page, 'Income')).toHaveText(money(expected.income));
    await expect(statValue(page, 'Net')).toHaveText(money(expected.net));
    // Spent links to exactly its rows: money out less money in there is the figure.
    await page.getByRole('link', { name: 'View transactions (spent)' }).click();
    await expect(page).toHaveURL(/counted_as=spending/);
    await expect(page.getByTestId('totals-outflow')).toHaveText(money(expected.spendingOut));
    await expect(page.getByTestId('totals-inflow')).toHaveText(money(expected.spendingIn));
    expect(expected.spendingOut - expected.spendingIn).toBe(expected.spent);
    // Choosing the period on the dashboard keeps it on the transactions page.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Transactions' }).click();
    await expect(page).toHaveURL(new RegExp(`start_date=${month.start}&end_date=${month.end}`));
  });

  test('this month so far is compared like with like, and the dashboard and the transactions page give the same figures, the raw rows\' by the README\'s rules', async ({ page }) => {
    const period = thisMonthSoFar();
    await openSignedIn(page, '/dashboard');
    await waitForSyncedMonth(page, period.month);
    // Three days either side: a transfer's other half may fall just outside.
    const rows = await rawRows(page, addDays(period.compared.start, -3), addDays(period.month.end, 3));
    const now = readmeFigures(rows, period.month);
    const then = readmeFigures(rows, period.compared);
    const inMonth = rows.filter((r) => r.date >= period.month.start && r.date <= period.month.end);

    // The dashboard: this month against as many days of the month before, named in words.
    const stats = page.getByRole('region', { name: 'This period at a glance' });
    await expect(statValue(page, 'Spent')).toHaveText(money(now.spent));
    await expect(statValue(page, 'Income')).toHaveText(money(now.income));
    await expect(stats.getByText(period.description)).toBeVisible();
    const spentCard = page.locator('dt', { hasText: /^Spent$/ }).locator('xpath=following-sibling::dd[1]');
    await expect(spentCard).toContainText(changeText(now.spent, then.spent, period.comparedLabel));
    const incomeCard = page.locator('dt', { hasText: /^Income$/ }).locator('xpath=following-sibling::dd[1]');
    await expect(incomeCard).toContainText(changeText(now.income, then.income, period.comparedLabel));
    // The daily average divides by the days so far, today included.
    await expect(statValue(page, 'Daily average')).toHaveText(money(Math.round(now.spent / period.elapsedDays)));
    await expect(stats.getByText(`Spent ÷ ${period.elapsedDays} ${period.elapsedDays === 1 ? 'day' : 'days'}`)).toBeVisible();
    // The pace chart's figure for today is the card's.
    const pace = page.getByRole('region', { name: 'Spending pace' });
    const change = changeText(now.spent, then.spent, period.comparedLabel);
    const [percent, moreOrLess] = change.split(' ');
    const paceWords = now.spent === then.spent ? `the same as ${period.comparedLabel}.` : then.spent === 0 ? `none in ${period.comparedLabel}.` : `(${percent}) ${moreOrLess} than ${period.comparedLabel}.`;
    await expect(pace.getByText(`${money(now.spent)} spent through`)).toContainText(paceWords);

    // The transactions page, the same period through the sidebar: the same spent and income, the compared days' beside them.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Transactions' }).click();
    await expect(page).toHaveURL(new RegExp(`start_date=${period.month.start}&end_date=${period.month.end}`));
    await expect(page.getByTestId('totals-spent')).toHaveText(money(now.spent));
    await expect(page.getByTestId('totals-income')).toHaveText(money(now.income));
    await expect(page.getByTestId('totals-spent-detail')).toHaveText(`vs ${period.comparedLabel}: ${money(then.spent)}`);
    await expect(page.getByTestId('totals-income-detail')).toHaveText(`vs ${period.comparedLabel}: ${money(then.income)}`);
    // One count, the pager's too: every row of the month, pending ones included.
    await expect(page.getByTestId('totals-count')).toHaveText(inMonth.length.toLocaleString('en-US'));
    await expect(page.getByRole('navigation', { name: 'Pages of transactions' })).toContainText(`of ${inMonth.length.toLocaleString('en-US')} ·`);
  });

  test("the transactions page's totals for a filter are the raw rows' sums; the filtered URL survives reload and Back; the CSV holds exactly those rows", async ({ page }) => {
    await openSignedIn(page, '/accounts');
    await waitForSyncedMonth(page, month);
    const rows = await rawRows(page, month.start, month.end);
    const category = [...new Set(rows.filter((r) => r.direction === 'outflow' && r.category_primary).map((r) => r.category_primary!))].sort()[0]!;
    const filtered = rows.filter((r) => r.category_primary === category || r.category_detailed === category);
    const posted = filtered.filter((r) => !r.pending);
    const sum = (direction: Row['direction']) => posted.filter((r) => r.direction === direction).reduce((total, r) => total + cents(r.amount), 0);

    const url = `/transactions?start_date=${month.start}&end_date=${month.end}&category=${category}`;
    await page.goto(url);
    // One count, the pager's too: every row of the filter, pending ones included.
    await expect(page.getByTestId('totals-count')).toHaveText(filtered.length.toLocaleString('en-US'));
    await expect(page.getByTestId('totals-outflow')).toHaveText(money(sum('outflow')));
    await expect(page.getByTestId('totals-inflow')).toHaveText(money(sum('inflow')));

    // The CSV export of this view: exactly the filtered rows.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^ledgerline-transactions-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = csvRecords(Buffer.concat(await (await download.createReadStream()).toArray()).toString('utf8'));
    expect(csv.map((record) => record['Transaction ID']).sort()).toEqual(filtered.map((r) => r.transaction_id).sort());
    // In the page's convention: the amount positive in dollars with two decimals and its direction…
    const raw = new Map(filtered.map((r) => [r.transaction_id, r]));
    for (const record of csv) {
      expect([record.Direction, record.Amount]).toEqual([raw.get(record['Transaction ID']!)!.direction, (cents(raw.get(record['Transaction ID']!)!.amount) / 100).toFixed(2)]);
    }
    // …and each category by the name its row on the page shows.
    const shown = await page.getByRole('grid', { name: 'Transactions' }).locator('tbody tr').evaluateAll((rows) =>
      rows.map((row) => {
        const id = new URL(row.querySelector('a')!.href).searchParams.get('transaction')!;
        const button = Array.from(row.querySelectorAll('button')).find((b) => b.getClientRects().length > 0 && b.getAttribute('aria-label')?.includes('change category of'))!;
        return [id, button.firstChild!.textContent!.trim()] as const;
      }),
    );
    expect(shown.length).toBeGreaterThan(0);
    const csvById = new Map(csv.map((record) => [record['Transaction ID'], record]));
    expect(shown.map(([id]) => [id, csvById.get(id)?.Category])).toEqual(shown);

    // Reload: the same view.
    await page.reload();
    await expect(page.getByTestId('totals-count')).toHaveText(filtered.length.toLocaleString('en-US'));
    // The filters panel opens by itself when the URL holds filters.
    await expect(page.getByRole('button', { name: /^Filters/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByLabel('Category', { exact: true })).toHaveValue(category);

    // Another filter, then Back: the category-only view again.
    await page.getByLabel('Direction').selectOption('inflow');
    await expect(page).toHaveURL(/direction=inflow/);
    const inflows = filtered.filter((r) => r.direction === 'inflow');
    if (inflows.length === 0) await expect(page.getByRole('heading', { name: 'No transactions match' })).toBeVisible();
    else await expect(page.getByTestId('totals-inflow')).toHaveText(money(sum('inflow')));
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`category=${category}$`));
    await expect(page.getByTestId('totals-outflow')).toHaveText(money(sum('outflow')));
  });

  test('recategorising a purchase moves its amount between categories on the dashboard', async ({ page }) => {
    await openSignedIn(page, '/accounts');
    await waitForSyncedMonth(page, month);
    const rows = await rawRows(page, addDays(month.start, -3), addDays(month.end, 3));
    const before = readmeFigures(rows, month);
    const inMonth = rows.filter((r) => r.date >= month.start && r.date <= month.end);
    // One whose name no other row of the month has, so its row on screen is unmistakable.
    const purchase = inMonth.find((r) => !r.pending && r.direction === 'outflow' && r.category_primary === 'FOOD_AND_DRINK' && r.category_source === 'plaid' && inMonth.filter((o) => o.name === r.name).length === 1)!;
    expect(purchase, 'a food and drink purchase last month').toBeDefined();
    const to = 'GENERAL_MERCHANDISE';

    await page.goto(`/transactions?start_date=${month.start}&end_date=${month.end}&search=${encodeURIComponent(purchase.name)}`);
    await page.getByRole('button', { name: new RegExp(`change category of ${purchase.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Change category' });
    await dialog.getByLabel('Category').selectOption(to);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    const after = readmeFigures(await rawRows(page, addDays(month.start, -3), addDays(month.end, 3)), month);
    // The raw rows now carry the person's category, and the sums moved by exactly the purchase.
    expect(after.byCategory.get('FOOD_AND_DRINK') ?? 0).toBe((before.byCategory.get('FOOD_AND_DRINK') ?? 0) - cents(purchase.amount));
    expect(after.byCategory.get(to) ?? 0).toBe((before.byCategory.get(to) ?? 0) + cents(purchase.amount));
    expect(after.spent).toBe(before.spent);

    // In the app, as a person would go: the dashboard shows the same month, and not the cached old split.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    const categories = page.getByRole('region', { name: 'Top categories' });
    for (const [code, label] of [
      ['FOOD_AND_DRINK', 'Food and drink'],
      [to, 'General merchandise'],
    ] as const) {
      const amount = after.byCategory.get(code) ?? 0;
      await expect(categories.getByRole('listitem').filter({ has: page.getByRole('link', { name: label, exact: true }) })).toContainText(money(amount));
    }
  });

  for (const width of [1400, 390]) {
    test(`the transactions, dashboard and merchant pages and the recategorise dialog pass axe at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openSignedIn(page, '/transactions');
      await waitForSyncedMonth(page, month);
      await expect(page.getByRole('grid', { name: 'Transactions' }).getByRole('row').nth(1)).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: /change category of/ }).locator('visible=true').first().click();
      const dialog = page.getByRole('dialog', { name: 'Change category' });
      await expect(dialog).toBeVisible();
      await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      for (const [path, heading] of [
        ['/dashboard', 'Dashboard'],
        ['/merchantinsights', 'Merchant Insights'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        // The sidebar's entries, or below 768 px the bottom bar's.
        await expect(page.getByRole('navigation', { name: 'Main' }).or(page.getByRole('navigation', { name: 'Quick links' }))).toBeVisible();
        // Every panel has its data (none still loading) before axe looks.
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expectNoAxeViolations(page);
      }
    });
  }
});
