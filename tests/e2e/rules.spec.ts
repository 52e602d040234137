import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { watchConsoleProblems } from './fixtures/console';
import { openSignedIn, test } from './fixtures/personas';
import { apiGet, waitForFullHistory, type Row } from './fixtures/readme-money';

/**
 * Rules (issue 24, item 6) on the real server, database and Plaid emulator: /rules starts empty and
 * is reached from Settings; a rule made by keyboard alone ("the merchant is M and money goes out →
 * set category C, add tag T") previews exactly the merchant's outflow rows worked out here from the
 * raw list, and saved with "Also apply…" changes exactly those rows (their category and tag, on the
 * transactions page and in the raw rows) and no other; two rules keep their order after a move and
 * a reload; a rule deleted leaves its rows as it made them; axe at 1400 and 390 px.
 */

/** A raw row with what a rule reads and writes beyond the money rules' fields. */
interface RuleRow extends Row {
  bank_merchant_name: string | null;
  merchant_name: string | null;
  tags: string[];
  hidden: boolean;
}
interface UserCategory {
  code: string;
  name: string;
  hidden: boolean;
}
interface UserCategoryGroup {
  name: string;
  hidden: boolean;
  categories: UserCategory[];
}
interface TransactionRule {
  id: string;
  conditions: { merchant?: string; direction?: string };
  actions: { category?: { primary: string; detailed: string | null }; tags?: string[] };
}

const TAG = 'Rule filed';
const SECOND_TAG = 'Second look';
const WIDTHS = [1400, 390] as const;
const RULES_LIST = 'Your rules, in the order they run';

/** Every row of the person's, whatever its date, page by page (500 a page) through one snapshot. */
async function everyRow(page: Page): Promise<RuleRow[]> {
  const rows: RuleRow[] = [];
  let asOf: string | undefined;
  for (let n = 1; ; n++) {
    const body = await apiGet<{ transactions: RuleRow[]; total: number; as_of: string }>(page, `/db_api/transactions?page_size=500&page=${n}${asOf ? `&as_of=${encodeURIComponent(asOf)}` : ''}`);
    asOf = body.as_of;
    rows.push(...body.transactions);
    if (rows.length >= body.total || body.transactions.length === 0) return rows;
  }
}

/** A row's merchant as a rule's merchant condition reads it (the API's words): Plaid's merchant name, else the bank's text. */
const merchantKey = (r: RuleRow) => (r.bank_merchant_name ? r.bank_merchant_name : r.name);
const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const hasTag = (r: RuleRow, tag: string) => r.tags.some((t) => sameText(t, tag));
const countOf = (n: number) => `${n} ${n === 1 ? 'transaction' : 'transactions'}`;

/**
 * The merchants a rule can be shown on: with at least three outflow rows (at most a page of the
 * transactions page), none of them pending (a pending row is replaced when it posts), most outflow
 * rows first, merchants that also pay money back (refunds, which "money goes out" leaves out) before
 * the others.
 */
function merchantsToTry(rows: RuleRow[]): string[] {
  const byKey = new Map<string, RuleRow[]>();
  for (const r of rows) byKey.set(merchantKey(r).toLowerCase(), [...(byKey.get(merchantKey(r).toLowerCase()) ?? []), r]);
  return [...byKey.values()]
    .map((list) => ({ key: merchantKey(list[0]!), out: list.filter((r) => r.direction === 'outflow').length, back: list.some((r) => r.direction === 'inflow'), pending: list.some((r) => r.pending) }))
    .filter((m) => !m.pending && m.out >= 3 && m.out <= 400 && m.key.trim() === m.key)
    .sort((a, b) => Number(b.back) - Number(a.back) || b.out - a.out)
    .map((m) => m.key);
}

/**
 * The category the rule sets: one the person shows, none of the merchant's rows has already, whose
 * name typed on the closed select reaches it (no option above it starts with the same words).
 */
function categoryToSet(groups: UserCategoryGroup[], merchantRows: RuleRow[]): UserCategory {
  const offered = ['Leave the category', ...groups.filter((g) => !g.hidden).flatMap((g) => g.categories.filter((c) => !c.hidden))];
  const taken = new Set(merchantRows.map((r) => r.category_detailed));
  const choice = offered.find(
    (c, i): c is UserCategory =>
      typeof c !== 'string' &&
      !taken.has(c.code) &&
      !/^(TRANSFER|LOAN|INCOME|BANK_FEES)/.test(c.code) &&
      offered.slice(0, i).every((above) => !(typeof above === 'string' ? above : above.name).toLowerCase().startsWith(c.name.toLowerCase())),
  );
  expect(choice, 'a category to set').toBeDefined();
  return choice!;
}

/** Presses Tab (and nothing else) until `target` has the focus: the way a keyboard reaches it. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 40; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const ruleList = (page: Page) => page.getByRole('list', { name: RULES_LIST });
const ruleItems = (page: Page) => ruleList(page).getByRole('listitem');
/** The page's status line, which says what a change did once it is saved. */
const statusLine = (page: Page) => page.getByRole('main').getByRole('status').filter({ hasText: /^(Rule \d+ |Moved to rule)/ });
const rulesOf = async (page: Page) => (await apiGet<{ rules: TransactionRule[] }>(page, '/db_api/rules')).rules;
/** The visible category buttons of the transactions grid (a phone's copy under the merchant is hidden at this width). */
const categoryButtons = (page: Page) => page.getByRole('grid', { name: 'Transactions' }).getByRole('button', { name: /change category of/ }).locator('visible=true');
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Sets the width and waits until the shell has followed it (the sidebar a rail or gone below 1200 px,
 * after its resize debounce): the page is then laid out as at that width. By CSS: an open dialog
 * hides the rest of the page from the accessibility tree.
 */
async function resizeTo(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  const sidebar = page.locator('aside[aria-label="Sidebar"]');
  if (width < 1200) await expect(sidebar).toHaveAttribute('data-compact', 'true');
  else await expect(sidebar).not.toHaveAttribute('data-compact');
}

async function axeAtEveryWidth(page: Page, shown: Locator) {
  for (const width of WIDTHS) {
    await resizeTo(page, width);
    await expect(shown).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await resizeTo(page, 1400);
}

/** What the first test chose, for the tests after it (one persona, in order). */
const chosen: { merchant?: string; category?: UserCategory; changed?: string[]; second?: string } = {};

test.describe('rules', () => {
  // Rules recategorise and tag this person's rows: a persona of its own, so no other file's rows change.
  test.use({ persona: 'linked', ownPersona: true });
  test.describe.configure({ mode: 'serial', timeout: 300_000 });

  test('with no rules, /rules (reached from Settings by "Manage rules") says so and offers "New rule"', async ({ page }) => {
    const problems = watchConsoleProblems(page);
    await openSignedIn(page, '/settings');
    await page.getByRole('link', { name: 'Manage rules' }).click();
    await expect(page).toHaveURL(/\/rules$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Rules' })).toBeVisible();
    const empty = page.getByRole('main').getByRole('status').filter({ has: page.getByRole('heading', { name: 'No rules yet' }) });
    await expect(empty).toBeVisible();
    // The empty state's button is the only "New rule": the header has none while there is nothing to list.
    await expect(page.getByRole('button', { name: 'New rule' })).toHaveCount(1);
    await expect(empty.getByRole('button', { name: 'New rule' })).toBeEnabled();
    await expect(ruleList(page)).toHaveCount(0);
    expect(await rulesOf(page)).toEqual([]);
    await axeAtEveryWidth(page, empty);
    expect(problems, 'console errors and warnings').toEqual([]);
  });

  test('a rule made by keyboard alone previews exactly the merchant’s outflow rows, and applied to the past files and tags exactly them', async ({ page }) => {
    const problems = watchConsoleProblems(page);
    await openSignedIn(page, '/rules');
    await waitForFullHistory(page);
    const before = await everyRow(page);
    const groups = (await apiGet<{ groups: UserCategoryGroup[] }>(page, '/db_api/categories')).groups;
    const [merchant, second] = merchantsToTry(before);
    expect(merchant && second, 'two merchants with outflow rows').toBeTruthy();
    const ofMerchant = before.filter((r) => sameText(merchantKey(r), merchant!));
    const matching = ofMerchant.filter((r) => r.direction === 'outflow');
    const category = categoryToSet(groups, ofMerchant);
    // What the rule changes of each row: its category (unless the person chose it by hand), the tag (unless it has it).
    const changing = matching.filter((r) => (r.category_source !== 'user' && r.category_detailed !== category.code) || !hasTag(r, TAG));
    expect(matching.length).toBeGreaterThan(0);
    Object.assign(chosen, { merchant, category, changed: changing.map((r) => r.transaction_id), second });
    test.info().annotations.push({ type: 'rule', description: `${merchant}, money out → ${category.name} (${category.code}), tag ${TAG}: ${matching.length} matching, ${changing.length} changing, ${ofMerchant.length - matching.length} inflows left alone, of ${before.length} rows` });

    // Keyboard only, from "New rule".
    const newRule = page.getByRole('button', { name: 'New rule' });
    await newRule.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'New rule' });
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('textbox', { name: 'Merchant is' }));
    await page.keyboard.type(merchant!);
    const direction = dialog.getByRole('combobox', { name: 'Money' });
    await tabTo(page, direction);
    await page.keyboard.type('Goes out');
    await expect(direction).toHaveValue('outflow');
    const categorySelect = dialog.getByRole('combobox', { name: 'Set category' });
    await tabTo(page, categorySelect);
    await page.keyboard.type(category.name);
    await expect(categorySelect).toHaveValue(category.code);
    await tabTo(page, dialog.getByRole('textbox', { name: /^Add tags/ }));
    await page.keyboard.type(TAG);

    // Preview: the counts worked out here, and the newest of the rows it would change.
    await tabTo(page, dialog.getByRole('button', { name: 'Preview' }));
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('status')).toHaveText(`Matches ${countOf(matching.length)}; would change ${changing.length}.`);
    const examples = dialog.getByRole('region', { name: 'The newest it would change' }).getByRole('listitem');
    await expect(examples).toHaveCount(Math.min(5, changing.length));
    const newest = changing.map((r) => r.date).sort().reverse().slice(0, 5);
    expect(await examples.locator('time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime')))).toEqual(newest);
    await axeAtEveryWidth(page, dialog);
    // At 390 px the dialog with its preview is taller than the window: its title and first field can still be scrolled to.
    const title = dialog.getByRole('heading', { name: 'New rule' });
    await title.scrollIntoViewIfNeeded();
    await expect(title).toBeInViewport();

    const alsoApply = dialog.getByRole('checkbox', { name: `Also apply to the ${countOf(matching.length)} it matches` });
    await tabTo(page, alsoApply);
    await page.keyboard.press('Space');
    await expect(alsoApply).toBeChecked();
    await tabTo(page, dialog.getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(statusLine(page)).toHaveText(`Rule 1 added and applied to ${countOf(changing.length)}.`);
    await expect(ruleItems(page)).toHaveCount(1);
    // The focus is on the rule added, which reads as it was made.
    await expect(ruleItems(page).first()).toBeFocused();
    await expect(ruleItems(page).first()).toContainText(`When the merchant is ${merchant} and money goes out`);
    await expect(ruleItems(page).first()).toContainText(`set category ${category.name}, add tag ${TAG}`);
    const [saved] = await rulesOf(page);
    expect(saved).toMatchObject({ conditions: { merchant, direction: 'outflow' }, actions: { tags: [TAG] } });

    // The raw rows: exactly the rows worked out here changed, each to the category and with the tag; no other row moved.
    const after = await everyRow(page);
    const was = new Map(before.map((r) => [r.transaction_id, r] as const));
    const moved = after.filter((r) => {
      const old = was.get(r.transaction_id);
      return !old || old.category_detailed !== r.category_detailed || old.category_source !== r.category_source || old.tags.join('\n') !== r.tags.join('\n');
    });
    expect(moved.map((r) => r.transaction_id).sort()).toEqual([...chosen.changed!].sort());
    for (const r of moved) {
      expect(r, r.transaction_id).toMatchObject({ category_detailed: category.code, category_source: 'rule' });
      expect(hasTag(r, TAG), r.transaction_id).toBe(true);
    }
    expect(after.length).toBe(before.length);

    // The transactions page, filtered by the merchant over its whole history: its money out under the category, from "your rule"; its money in as it was.
    const dates = ofMerchant.map((r) => r.date).sort();
    const range = `start_date=${dates[0]}&end_date=${dates.at(-1)}`;
    const filtered = `/transactions?${range}&merchant=${encodeURIComponent(merchant!)}&page_size=500`;
    await page.goto(`${filtered}&direction=outflow`);
    await expect(page.getByTestId('totals-count')).toHaveText(String(matching.length));
    await expect(categoryButtons(page)).toHaveCount(matching.length);
    await expect(categoryButtons(page).filter({ hasText: new RegExp(`^${escaped(category.name)}\\s*· your rule$`) })).toHaveCount(matching.length);
    const inflows = ofMerchant.length - matching.length;
    if (inflows > 0) {
      await page.goto(`${filtered}&direction=inflow`);
      await expect(page.getByTestId('totals-count')).toHaveText(String(inflows));
      await expect(categoryButtons(page)).toHaveCount(inflows);
      await expect(categoryButtons(page).filter({ hasText: /· your rule/ })).toHaveCount(0);
    }
    // The tag's filter: exactly the rows the rule tagged.
    await page.goto(`/transactions?${range}&tag=${encodeURIComponent(TAG)}&page_size=500`);
    await expect(page.getByTestId('totals-count')).toHaveText(String(changing.length));
    await expect(categoryButtons(page)).toHaveCount(changing.length);
    expect(problems, 'console errors and warnings').toEqual([]);
  });

  test('two rules: a move by keyboard is kept after a reload; a rule deleted leaves its rows as it made them', async ({ page }) => {
    const problems = watchConsoleProblems(page);
    const { merchant, category, changed, second } = chosen;
    expect(merchant && category && changed && second, 'the rule of the test before').toBeTruthy();
    await openSignedIn(page, '/rules');
    await expect(ruleItems(page)).toHaveCount(1);

    // A second rule, by mouse: the other merchant's rows get a tag.
    await page.getByRole('button', { name: 'New rule' }).click();
    const dialog = page.getByRole('dialog', { name: 'New rule' });
    await dialog.getByRole('textbox', { name: 'Merchant is' }).fill(second!);
    await dialog.getByRole('textbox', { name: /^Add tags/ }).fill(SECOND_TAG);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(statusLine(page)).toHaveText('Rule 2 added.');
    await expect(ruleItems(page)).toHaveCount(2);
    await expect(ruleItems(page).nth(1)).toContainText(`When the merchant is ${second}`);
    await expect(ruleItems(page).nth(1)).toContainText(`add tag ${SECOND_TAG}`);
    const [first, next] = await rulesOf(page);
    expect(next?.conditions.merchant).toBe(second);

    await axeAtEveryWidth(page, ruleList(page));

    // Rule 2 up, by Enter on its "Move up": said, the focus kept on the rule's buttons, the order saved.
    await page.getByRole('button', { name: 'Move up, rule 2' }).focus();
    await page.keyboard.press('Enter');
    await expect(statusLine(page)).toHaveText('Moved to rule 1, up one place.');
    await expect(page.getByRole('button', { name: 'Move down, rule 1' })).toBeFocused();
    await expect(ruleItems(page).nth(0)).toContainText(`the merchant is ${second}`);
    await expect(ruleItems(page).nth(1)).toContainText(`the merchant is ${merchant}`);
    expect((await rulesOf(page)).map((r) => r.id)).toEqual([next!.id, first!.id]);
    await page.reload();
    await expect(ruleItems(page)).toHaveCount(2);
    await expect(ruleItems(page).nth(0)).toContainText(`the merchant is ${second}`);
    await expect(ruleItems(page).nth(1)).toContainText(`the merchant is ${merchant}`);
    await expect(ruleItems(page).nth(0)).toContainText('Rule 1');
    await expect(ruleItems(page).nth(1)).toContainText('Rule 2');

    // The first rule (now rule 2) deleted, confirmed: gone from the list and the server.
    await page.getByRole('button', { name: 'Delete, rule 2' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete rule 2?' });
    await expect(confirm).toContainText(`the merchant is ${merchant}`);
    await axeAtEveryWidth(page, confirm);
    await confirm.getByRole('button', { name: 'Delete rule' }).click();
    await expect(confirm).toBeHidden();
    await expect(statusLine(page)).toHaveText('Rule 2 deleted.');
    await expect(ruleItems(page)).toHaveCount(1);
    await expect(ruleItems(page).first()).toContainText(`the merchant is ${second}`);
    expect((await rulesOf(page)).map((r) => r.id)).toEqual([next!.id]);

    // Its rows keep its category and tag.
    const rows = new Map((await everyRow(page)).map((r) => [r.transaction_id, r] as const));
    for (const id of changed!) {
      const row = rows.get(id);
      expect(row, id).toBeDefined();
      expect(row!.category_detailed, id).toBe(category!.code);
      expect(hasTag(row!, TAG), id).toBe(true);
    }
    const dates = changed!.map((id) => rows.get(id)!.date).sort();
    await page.goto(`/transactions?start_date=${dates[0]}&end_date=${dates.at(-1)}&tag=${encodeURIComponent(TAG)}&page_size=500`);
    await expect(page.getByTestId('totals-count')).toHaveText(String(changed!.length));
    await expect(categoryButtons(page).filter({ hasText: new RegExp(`^${escaped(category!.name)}(\\s*·|$)`) })).toHaveCount(changed!.length);
    expect(problems, 'console errors and warnings').toEqual([]);
  });
});
