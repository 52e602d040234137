import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { openSignedIn, test } from './fixtures/personas';
import { apiGet, rawRows, thisMonthSoFar, waitForSyncedMonth, type Row } from './fixtures/readme-money';

/**
 * Categories of the person's own (issue 24, item 1) on the real server, database and Plaid
 * emulator: a category renamed on /categories by keyboard alone names every row the bank filed
 * under it (the rows worked out here from the raw list); a category added in Food, counted as
 * Restaurant, takes a transaction from the transactions page and names its row; a category moved
 * up by keyboard alone; a merge says what it moved; axe at 1400 and 390 px.
 */

interface UserCategory {
  id: string;
  code: string;
  name: string;
  own: boolean;
  counts_as: { primary: string; detailed: string };
}
interface UserCategoryGroup {
  id: string;
  name: string;
  categories: UserCategory[];
}

const GROCERIES = 'FOOD_AND_DRINK_GROCERIES';
const RESTAURANT = 'FOOD_AND_DRINK_RESTAURANT';
const OWN_NAME = 'Brunch spots';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A category button's text: the name, then who chose it ("· your choice"), if anyone did. */
const namedAs = (name: string) => new RegExp(`^${escaped(name)}(\\s*·|$)`);

const categoryGroups = async (page: Page) => (await apiGet<{ groups: UserCategoryGroup[] }>(page, '/db_api/categories')).groups;
const allCategories = (groups: UserCategoryGroup[]) => groups.flatMap((g) => g.categories);

/** The page's status line, which says what a change did once it is saved. */
const statusLine = (page: Page) => page.getByRole('main').getByRole('status').filter({ hasText: /\S/ });

/** Opens a category's (or group's) menu from its actions button by keyboard, and chooses an item by arrows and Enter. */
async function chooseByKeyboard(page: Page, actionsLabel: string, item: string) {
  const actions = page.getByRole('button', { name: actionsLabel, exact: true });
  await actions.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem').first()).toHaveAttribute('data-highlighted', '');
  const labels = await menu.getByRole('menuitem').allTextContents();
  for (let i = 0; i < labels.indexOf(item); i++) await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: item })).toHaveAttribute('data-highlighted', '');
  await page.keyboard.press('Enter');
}

/** The visible category buttons of the transactions grid (a phone's copy under the merchant is hidden at this width). */
const categoryButtons = (page: Page) => page.getByRole('grid', { name: 'Transactions' }).getByRole('button', { name: /change category of/ }).locator('visible=true');

test.describe('categories of your own', () => {
  // It renames and adds categories: a persona of its own, so no other file's labels change.
  test.use({ persona: 'linked', ownPersona: true });
  test.describe.configure({ mode: 'serial', timeout: 300_000 });

  test('a category renamed on /categories by keyboard alone names every row filed under it on the transactions page', async ({ page }) => {
    const { month } = thisMonthSoFar();
    await openSignedIn(page, '/categories');
    await waitForSyncedMonth(page, month);
    const rows = await rawRows(page, month.start, month.end);
    const groups = await categoryGroups(page);
    // The category renamed: Groceries when the month has groceries, else the bank's category with the most rows.
    const counts = new Map<string, number>();
    for (const r of rows) if (r.category_detailed) counts.set(r.category_detailed, (counts.get(r.category_detailed) ?? 0) + 1);
    const offered = allCategories(groups).filter((c) => !c.own && counts.has(c.code));
    const target = offered.find((c) => c.code === GROCERIES) ?? offered.sort((a, b) => counts.get(b.code)! - counts.get(a.code)!)[0];
    expect(target, 'a category of the person’s with rows this month').toBeDefined();
    const newName = target!.code === GROCERIES ? 'Supermarket' : `My ${target!.name.toLowerCase()}`;
    const filedUnder = rows.filter((r: Row) => r.category_detailed === target!.code);

    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    await chooseByKeyboard(page, `Actions for ${target!.name}`, 'Rename');
    const field = page.getByRole('textbox', { name: `New name for ${target!.name}` });
    await expect(field).toBeFocused();
    // The name is selected as the field opens: typing replaces it.
    await page.keyboard.type(newName);
    await page.keyboard.press('Enter');
    await expect(statusLine(page)).toHaveText(`Renamed ${target!.name} to ${newName}.`);
    await expect(page.getByRole('button', { name: `Actions for ${newName}`, exact: true })).toBeFocused();
    expect(allCategories(await categoryGroups(page)).find((c) => c.id === target!.id)?.name).toBe(newName);

    // Every row the bank (or the person) filed under it, by its new name; the page reads them afresh.
    await page.goto(`/transactions?start_date=${month.start}&end_date=${month.end}&category=${target!.code}&page_size=500`);
    const buttons = categoryButtons(page);
    await expect(buttons.first()).toBeVisible();
    await expect(buttons.filter({ hasText: namedAs(newName) })).toHaveCount(filedUnder.length);
    await expect(buttons.filter({ hasText: namedAs(target!.name) })).toHaveCount(0);
  });

  test('a category added in Food counting as Restaurant takes a transaction from the transactions page, which then names its row by it', async ({ page }) => {
    const { month } = thisMonthSoFar();
    await openSignedIn(page, '/categories');
    await waitForSyncedMonth(page, month);
    const food = page.getByRole('region', { name: 'Food' });
    await food.getByRole('button', { name: 'Add category to Food' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a category to Food' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(OWN_NAME);
    await dialog.getByLabel('Counts as').selectOption(RESTAURANT);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(statusLine(page)).toHaveText(`Added ${OWN_NAME} to Food.`);
    const ownRow = food.getByRole('listitem').filter({ has: page.getByRole('button', { name: `Actions for ${OWN_NAME}`, exact: true }) });
    await expect(ownRow).toContainText('Your own');
    const restaurantName = allCategories(await categoryGroups(page)).find((c) => c.code === RESTAURANT)!.name;
    await expect(ownRow).toContainText(`Counts as ${restaurantName}`);
    const own = allCategories(await categoryGroups(page)).find((c) => c.name === OWN_NAME)!;
    expect(own).toMatchObject({ own: true, counts_as: { primary: 'FOOD_AND_DRINK', detailed: RESTAURANT } });

    for (const size of [{ width: 1400, height: 900 }, { width: 390, height: 844 }]) {
      await page.setViewportSize(size);
      await expect(ownRow).toBeVisible();
      await expectNoAxeViolations(page);
    }
    await page.setViewportSize({ width: 1400, height: 900 });

    // A posted purchase of the month, alone on the transactions page (through its id), moved to the new category.
    const rows = await rawRows(page, month.start, month.end);
    const purchase = rows.find((r) => !r.pending && r.direction === 'outflow' && r.category_primary !== 'TRANSFER_OUT' && r.category_primary !== 'LOAN_PAYMENTS');
    expect(purchase, 'a posted purchase this month').toBeDefined();
    await page.goto(`/transactions?start_date=${month.start}&end_date=${month.end}&transaction_id=${purchase!.transaction_id}`);
    await categoryButtons(page).first().click();
    const change = page.getByRole('dialog', { name: 'Change category' });
    const select = change.getByLabel('Category');
    await expect(select).toBeEnabled();
    // Offered under Food and drink, by its name.
    await expect(select.locator('optgroup[label="Food and drink"] option', { hasText: OWN_NAME })).toHaveAttribute('value', own.code);
    await select.selectOption(own.code);
    await change.getByRole('button', { name: 'Save' }).click();
    await expect(change).toBeHidden();
    await expect(page.getByText(`Moved to ${OWN_NAME}.`)).toBeVisible();
    await expect(categoryButtons(page)).toHaveCount(1);
    await expect(categoryButtons(page).first()).toHaveText(new RegExp(`^${escaped(OWN_NAME)}\\s*· your choice`));
    const saved = (await apiGet<{ transactions: Row[] }>(page, `/db_api/transactions?start_date=${month.start}&end_date=${month.end}&transaction_id=${purchase!.transaction_id}`)).transactions[0]!;
    expect(saved).toMatchObject({ category_primary: 'FOOD_AND_DRINK', category_detailed: own.code, category_source: 'user' });

    // Back to /categories through the dialog's link: the dialog leaves nothing behind (the page is read and scrolls as usual).
    await categoryButtons(page).first().click();
    await change.getByRole('link', { name: 'Manage categories' }).click();
    await expect(page).toHaveURL(/\/categories$/);
    await expect(change).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();

    // Merged into Restaurant: the dialog says what moved, and the row follows.
    await chooseByKeyboard(page, `Actions for ${OWN_NAME}`, 'Merge into…');
    const merge = page.getByRole('dialog', { name: `Merge ${OWN_NAME}` });
    await expect(merge.getByLabel('Merge into')).toHaveValue(allCategories(await categoryGroups(page)).find((c) => c.code === RESTAURANT)!.id);
    for (const size of [{ width: 1400, height: 900 }, { width: 390, height: 844 }]) {
      await page.setViewportSize(size);
      await expectNoAxeViolations(page);
    }
    await page.setViewportSize({ width: 1400, height: 900 });
    await merge.getByRole('button', { name: 'Merge' }).click();
    await expect(merge.getByRole('status')).toHaveText(`Merged ${OWN_NAME} into ${restaurantName}: 1 transaction and 0 rules moved.`);
    await merge.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('button', { name: `Actions for ${OWN_NAME}`, exact: true })).toHaveCount(0);
    const merged = (await apiGet<{ transactions: Row[] }>(page, `/db_api/transactions?start_date=${month.start}&end_date=${month.end}&transaction_id=${purchase!.transaction_id}`)).transactions[0]!;
    expect(merged).toMatchObject({ category_primary: 'FOOD_AND_DRINK', category_detailed: RESTAURANT });
  });

  test('a category moved up by keyboard alone: its new place is kept, the change said, the focus on it', async ({ page }) => {
    await openSignedIn(page, '/categories');
    const before = (await categoryGroups(page)).find((g) => g.name === 'Transport')!;
    const [first, second] = before.categories;
    expect(first && second).toBeTruthy();
    await chooseByKeyboard(page, `Actions for ${second!.name}`, 'Move up');
    await expect(statusLine(page)).toHaveText(`Moved ${second!.name} up.`);
    await expect(page.getByRole('button', { name: `Actions for ${second!.name}`, exact: true })).toBeFocused();
    const transport = page.getByRole('region', { name: 'Transport' });
    await expect(transport.getByRole('listitem').nth(0).getByRole('button')).toHaveAccessibleName(`Actions for ${second!.name}`);
    await expect(transport.getByRole('listitem').nth(1).getByRole('button')).toHaveAccessibleName(`Actions for ${first!.name}`);
    const after = (await categoryGroups(page)).find((g) => g.name === 'Transport')!;
    expect(after.categories.slice(0, 2).map((c) => c.id)).toEqual([second!.id, first!.id]);
  });

  test("a broad category renamed by keyboard alone is named so by the dashboard's top categories, and by the bank's words again", async ({ page }) => {
    await openSignedIn(page, '/dashboard');
    const top = page.getByRole('region', { name: 'Top categories' });
    const first = top.getByRole('link').first();
    await expect(first).toBeVisible();
    const bankName = (await first.textContent())!.trim();
    const code = new URL((await first.getAttribute('href'))!, 'http://localhost').searchParams.get('category');
    const primaries = (await apiGet<{ primaries: { code: string; name: string; renamed: boolean }[] }>(page, '/db_api/categories')).primaries;
    expect(primaries.find((p) => p.code === code)).toMatchObject({ name: bankName, renamed: false });
    const newName = `My ${bankName.toLowerCase()}`;

    await page.goto('/categories');
    await expect(page.getByRole('heading', { level: 2, name: 'Broad categories' })).toBeVisible();
    await chooseByKeyboard(page, `Actions for the broad category ${bankName}`, 'Rename');
    await expect(page.getByRole('textbox', { name: `New name for ${bankName}` })).toBeFocused();
    await page.keyboard.type(newName);
    await page.keyboard.press('Enter');
    await expect(statusLine(page)).toHaveText(`Renamed ${bankName} to ${newName}.`);
    await expect(page.getByRole('button', { name: `Actions for the broad category ${newName}`, exact: true })).toBeFocused();
    for (const size of [{ width: 1400, height: 900 }, { width: 390, height: 844 }]) {
      await page.setViewportSize(size);
      await expectNoAxeViolations(page);
    }
    await page.setViewportSize({ width: 1400, height: 900 });

    // The dashboard names the same figure's row by the new name, and its link still finds its rows.
    await page.goto('/dashboard');
    await expect(top.getByRole('link', { name: newName, exact: true })).toHaveAttribute('href', new RegExp(`category=${code}(&|$)`));
    await expect(top.getByRole('link', { name: bankName, exact: true })).toHaveCount(0);

    await page.goto('/categories');
    await chooseByKeyboard(page, `Actions for the broad category ${newName}`, "Use the bank's name");
    await expect(page.getByRole('button', { name: `Actions for the broad category ${bankName}`, exact: true })).toBeVisible();
    expect((await apiGet<{ primaries: { code: string; renamed: boolean }[] }>(page, '/db_api/categories')).primaries.find((p) => p.code === code)!.renamed).toBe(false);
  });
});
