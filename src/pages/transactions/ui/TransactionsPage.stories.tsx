import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SAMPLE_BALANCES } from '@/entities/account/testing';
import { BRUNCH, categoriesHandlers, withSampleCategoryNames } from '@/entities/category/testing';
import { HISTORY_COMPLETE, historyArriving, historyCoverageHandler, SAMPLE_INSTITUTIONS } from '@/entities/institution/testing';
import { resetPeriodsForTesting } from '@/entities/period/testing';
import { marksHandlers, SAMPLE_COMPARED_TOTALS, SAMPLE_TAXONOMY, SAMPLE_TRANSACTIONS, samplePage } from '@/entities/transaction/testing';
import { accessToken, type HistoryCoverage, type TransactionPage } from '@/shared/api';
import { animationsSettled, expectNoAxeViolations, expectNoSidewaysScroll, expectOptionsFit, STORY_VIEWPORTS } from '@/shared/test-kit';
import { Toaster, toaster } from '@/shared/ui';
import { CORNER_MART, CORNER_MART_RAISED } from '../testing/split-fixtures';
import { TransactionsPage } from './TransactionsPage';

const NOVEMBER = '/transactions?start_date=2026-11-01&end_date=2026-11-30';

const location = memoryLocation({ path: NOVEMBER, record: true });

/** The sample's food and drink rows, as if bought in January 2024. */
const JANUARY_2024_FOOD = SAMPLE_TRANSACTIONS.filter((t) => t.category_primary === 'FOOD_AND_DRINK').map((t) => ({ ...t, date: t.date.replace('2026-11', '2024-01') }));

const withApp: Decorator = (Story, { parameters }) => {
  location.navigate((parameters.path as string | undefined) ?? NOVEMBER, { replace: true });
  return (
    <Router hook={location.hook} searchHook={location.searchHook}>
      <div style={{ maxWidth: '72rem', padding: '2rem 1.5rem' }}>
        <Story />
      </div>
      <Toaster />
    </Router>
  );
};

/** Serves the page's reads; `list` answers the transactions list, `coverage` how far the bank history goes. */
const serve = (list: (url: URL) => Response | Promise<Response> = () => HttpResponse.json(samplePage()), coverage: HistoryCoverage = HISTORY_COMPLETE) => [
  historyCoverageHandler(coverage),
  http.get('*/db_api/transactions', ({ request }) => list(new URL(request.url))),
  http.get('*/db_api/transactions/categories', () => HttpResponse.json({ categories: SAMPLE_TAXONOMY })),
  ...categoriesHandlers(),
  http.get('*/db_api/items/active', () => HttpResponse.json({ items: SAMPLE_INSTITUTIONS.map((i) => ({ ...i, needs_reauth: false })) })),
  http.get('*/api/accounts', () => HttpResponse.json({ accounts: SAMPLE_BALANCES })),
  ...marksHandlers(),
];

const meta = {
  title: 'Transactions/Transactions Page',
  component: TransactionsPage,
  decorators: [withApp],
  parameters: { layout: 'fullscreen', viewport: { options: STORY_VIEWPORTS } },
  globals: { viewport: { value: 'wide' } },
  beforeEach: () => {
    accessToken.value = 'story-token';
    resetPeriodsForTesting();
    return () => {
      accessToken.value = null;
      toaster.remove();
      resetPeriodsForTesting();
    };
  },
} satisfies Meta<typeof TransactionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's shape while the first rows load. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...serve(() => delay('infinite') as never));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading transactions…')).toBeInTheDocument();
  },
};

/** A month of transactions: spent and income by the money rules, money out and in of the posted ones, one count with the pager's, a pending badge, category sources. */
export const Loaded: Story = {
  beforeEach({ msw }) {
    msw.use(...serve());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Transactions' });
    await expect(within(table).getAllByRole('row')).toHaveLength(SAMPLE_TRANSACTIONS.length + 1);
    const totals = within(canvas.getByRole('region', { name: 'Totals of the filtered transactions' }));
    // Spent: groceries $86.40 and transit $2.75 less the $24.99 refund; the card payment and the pending coffee are not in it.
    await expect(totals.getByTestId('totals-spent')).toHaveTextContent('$64.16');
    await expect(totals.getByTestId('totals-income')).toHaveTextContent('$3,250.00');
    await expect(totals.getByTestId('totals-outflow')).toHaveTextContent('$601.45');
    await expect(totals.getByTestId('totals-inflow')).toHaveTextContent('$3,274.99');
    // One count, the pager's too, pending included and said so.
    await expect(totals.getByTestId('totals-count')).toHaveTextContent('6');
    await expect(canvas.getByText(/1–6 of 6 · page 1 of 1/)).toBeInTheDocument();
    await expect(totals.getByTestId('totals-count-detail')).toHaveTextContent('Incl. 1 pending, not in the sums until it posts');
    await expect(totals.queryByTestId('totals-spent-detail')).toBeNull();
    const coffee = within(canvas.getByRole('row', { name: /Copper Kettle Coffee/ }));
    await expect(coffee.getByText('Pending')).toBeInTheDocument();
    await expect(within(canvas.getByRole('row', { name: /ACME CORP PAYROLL/ })).getByText('$3,250.00')).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /^Groceries · your choice, change category of CORNER MART/ })[0]).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Corner Mart' })).toHaveAttribute('href', '/merchantinsights?transaction=tx-groceries');
    await expectNoAxeViolations(canvasElement);
  },
};

/**
 * Compared with the previous period (README, "Periods compared"): beside each money figure, the
 * same filters' figure over the days the server compared (November so far against October 1–24).
 */
export const Compared: Story = {
  beforeEach({ msw }) {
    msw.use(...serve((url) => HttpResponse.json(samplePage(SAMPLE_TRANSACTIONS, { compared: url.searchParams.get('compare') === 'previous_period' ? SAMPLE_COMPARED_TOTALS : null }))));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const totals = within(await canvas.findByRole('region', { name: 'Totals of the filtered transactions' }));
    await expect(await totals.findByTestId('totals-spent-detail')).toHaveTextContent('vs Oct 1–24: $1,190.35');
    await expect(totals.getByTestId('totals-income-detail')).toHaveTextContent('vs Oct 1–24: $3,250.00');
    await expect(totals.getByTestId('totals-outflow-detail')).toHaveTextContent('vs Oct 1–24: $1,874.20');
    await expect(totals.getByTestId('totals-inflow-detail')).toHaveTextContent('vs Oct 1–24: $3,310.50');
    await expectNoAxeViolations(canvasElement);
  },
};

/** The page's grid once its rows are in, and those rows (the header's left out). */
async function gridRows(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const grid = await canvas.findByRole('grid', { name: 'Transactions' });
  return { canvas, grid, rows: within(grid).getAllByRole('row').slice(1) };
}

/** The shown one of the controls `name` finds in a row (a phone shows the category under the merchant, a wide screen in its column). */
const shownControl = (row: HTMLElement, name: RegExp) => within(row).getAllByRole('button', { name }).find((control) => control.getClientRects().length > 0)!;

/**
 * The grid is one tab stop: arrow keys move between rows and between a row's merchant and its
 * category, Home and End jump, Up from the first row reaches the sort buttons, and Tab leaves for
 * the pager. Ends with focus on the pager's "Rows per page".
 */
export const MovedThroughByKeyboard: Story = {
  beforeEach({ msw }) {
    msw.use(...serve());
  },
  play: async ({ canvasElement }) => {
    const { canvas, grid, rows } = await gridRows(canvasElement);
    const merchant = (index: number) => within(rows[index]!).getByRole('link');
    const category = (index: number) => shownControl(rows[index]!, /change category of/);
    // Only one control of the grid is in the tab order: the first row's merchant.
    const inTabOrder = [...grid.querySelectorAll<HTMLElement>('a, button')].filter((control) => control.tabIndex === 0 && control.getClientRects().length > 0);
    await expect(inTabOrder).toEqual([merchant(0)]);

    merchant(0).focus();
    const steps: [keys: string, focused: () => HTMLElement][] = [
      ['{ArrowDown}', () => merchant(1)],
      ['{ArrowRight}', () => category(1)],
      ['{End}', () => category(rows.length - 1)],
      ['{Home}', () => category(0)],
      ['{ArrowLeft}', () => merchant(0)],
      ['{PageDown}', () => merchant(rows.length - 1)],
      ['{PageUp}', () => merchant(0)],
      ['{ArrowUp}', () => within(grid).getByRole('button', { name: /^Date/ })],
      ['{ArrowDown}{ArrowDown}', () => merchant(1)],
    ];
    for (const [keys, focused] of steps) {
      await userEvent.keyboard(keys);
      await expect(focused()).toHaveFocus();
    }
    // Tab leaves the grid in one step, for the pager; Shift+Tab comes back to the row it left.
    await userEvent.tab();
    await expect(canvas.getByLabelText('Rows per page')).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(merchant(1)).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByLabelText('Rows per page')).toHaveFocus();
  },
};

/** Enter on a row's category opens its change of category (Enter on its merchant follows the link to its insights). */
export const CategoryOpenedByKeyboard: Story = {
  beforeEach({ msw }) {
    msw.use(...serve());
  },
  play: async ({ canvasElement }) => {
    const { rows } = await gridRows(canvasElement);
    within(rows[0]!).getByRole('link').focus();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}{Enter}');
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Change category' });
    await expect(dialog).toHaveTextContent(SAMPLE_TRANSACTIONS[1]!.name);
  },
};

/** Enter on a row's amount opens its details beside the list; Escape closes them and focus is back on the row. */
export const DetailsOpenedByKeyboard: Story = {
  beforeEach({ msw }) {
    msw.use(...serve());
  },
  play: async ({ canvasElement }) => {
    const { rows } = await gridRows(canvasElement);
    within(rows[0]!).getByRole('link').focus();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}{ArrowRight}');
    const details = within(rows[1]!).getByRole('button', { name: /details of/ });
    await expect(details).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: SAMPLE_TRANSACTIONS[1]!.merchant_name ?? SAMPLE_TRANSACTIONS[1]!.name });
    await expect(dialog).toHaveTextContent(SAMPLE_TRANSACTIONS[1]!.name);
    await animationsSettled(canvasElement.ownerDocument.body);
    await expectNoAxeViolations(canvasElement.ownerDocument.body);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(details).toHaveFocus());
  },
};

/** Rows that arrived since the last visit and are not reviewed: counted above the list, with a link to just them. */
export const ToReview: Story = {
  beforeEach({ msw }) {
    msw.use(...marksHandlers({ toReview: 3 }), ...serve());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('To review: 3 new transactions since your last visit.')).toBeInTheDocument();
    const link = canvas.getByRole('link', { name: 'Show them' });
    await expect(new URL(link.getAttribute('href') ?? '', 'http://x').searchParams.get('to_review')).toBe('true');
    await expectNoAxeViolations(canvasElement);
  },
};

/** A hidden row is listed, marked Hidden, and counted as hidden beside the pending one. */
export const HiddenRowListed: Story = {
  beforeEach({ msw }) {
    msw.use(...serve(() => HttpResponse.json(samplePage(SAMPLE_TRANSACTIONS.map((t, i) => (i === 2 ? { ...t, hidden: true } : t))))));
  },
  play: async ({ canvasElement }) => {
    const { rows } = await gridRows(canvasElement);
    await expect(within(rows[2]!).getByText('Hidden')).toBeInTheDocument();
    await expect(within(rows[1]!).queryByText('Hidden')).toBeNull();
    // Counted among the rows, said to be in no sum.
    await expect(within(canvasElement).getByTestId('totals-count')).toHaveTextContent(String(SAMPLE_TRANSACTIONS.length));
    await expect(within(canvasElement).getByTestId('totals-count-detail')).toHaveTextContent('Incl. 1 pending, not in the sums until it posts; 1 hidden, in no sum');
    await expectNoAxeViolations(canvasElement);
  },
};

/** After "Next page" (here by mouse), focus is on the new page's first row, which is in view. */
export const NextPageFocused: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...serve((url) => {
        const page = Number(url.searchParams.get('page') ?? 1);
        return HttpResponse.json(samplePage(SAMPLE_TRANSACTIONS.slice((page - 1) * 3, page * 3), { page, pageSize: 50, total: 60 }));
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: 'Transactions' });
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    const firstOfPageTwo = await canvas.findByRole('link', { name: SAMPLE_TRANSACTIONS[3]!.merchant_name ?? SAMPLE_TRANSACTIONS[3]!.name });
    await waitFor(() => expect(firstOfPageTwo).toHaveFocus());
    const { top, bottom } = firstOfPageTwo.getBoundingClientRect();
    await expect(top >= 0 && bottom <= window.innerHeight).toBe(true);
  },
};

/** At 390 × 844: the title with the export, the month, search and "Filters" in a few lines, so the first rows show without scrolling. */
export const LoadedOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  beforeEach({ msw }) {
    msw.use(...serve());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Transactions' });
    await expect(window.innerWidth).toBe(390);
    const [, first, second] = within(grid).getAllByRole('row');
    await expect(second!.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(first!.getBoundingClientRect().top).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'Next month' })).toBeVisible();
    await expect(canvas.queryByRole('radiogroup', { name: 'Show by' })).toBeNull();
    await expectNoSidewaysScroll();
    await expectNoAxeViolations(canvasElement);
  },
};

/** On a phone "Filters" opens the period's kind and comparison with every other filter, each labelled, none cut. */
export const FiltersOpenOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { path: `${NOVEMBER}&counted_as=left_out` },
  beforeEach({ msw }) {
    msw.use(...serve());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: 'Transactions' });
    await expect(canvas.getByRole('button', { name: /^Filters/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('radiogroup', { name: 'Show by' })).toBeVisible();
    for (const label of ['Institution', 'Account', 'Category', 'Counts as', 'Direction', 'Status', 'Minimum amount', 'Maximum amount']) await expect(canvas.getByLabelText(label, { selector: 'input, select' })).toBeVisible();
    for (const label of ['Institution', 'Account', 'Category', 'Counts as', 'Direction', 'Status']) await expectOptionsFit(canvas.getByLabelText(label, { selector: 'select' }));
    await expect(canvas.getByLabelText('Counts as')).toHaveDisplayValue('Not counted');
    await expectNoSidewaysScroll();
    await expectNoAxeViolations(canvasElement);
  },
};

/** Filters go into the URL and the query; sorting by amount too: money in, largest first. */
export const FiltersInTheUrl: Story = {
  beforeEach({ msw }) {
    msw.use(...serve((url) => HttpResponse.json(samplePage(SAMPLE_TRANSACTIONS.filter((t) => !url.searchParams.get('direction') || t.direction === url.searchParams.get('direction'))))));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: 'Transactions' });
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    await userEvent.selectOptions(canvas.getByLabelText('Direction'), 'inflow');
    await waitFor(() => expect(location.history.at(-1)).toBe(`${NOVEMBER}&direction=inflow`));
    await waitFor(() => expect(within(canvas.getByRole('grid', { name: 'Transactions' })).getAllByRole('row')).toHaveLength(3));
    await userEvent.click(canvas.getByRole('button', { name: /^Amount/ }));
    await waitFor(() => expect(location.history.at(-1)).toBe(`${NOVEMBER}&direction=inflow&sort=amount_desc`));
    await expect(canvas.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'descending');
  },
};

/** Clear filters takes the filters out of the URL and keeps the sort. */
export const FiltersCleared: Story = {
  ...FiltersInTheUrl,
  play: async (context) => {
    await FiltersInTheUrl.play!(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location.history.at(-1)).toBe(`${NOVEMBER}&sort=amount_desc`));
    await waitFor(() => expect(within(canvas.getByRole('grid', { name: 'Transactions' })).getAllByRole('row')).toHaveLength(SAMPLE_TRANSACTIONS.length + 1));
  },
};

/** A bookmarked view of another month opens on that month: its dates stay in the URL and become the selected period; its food and drink rows show. */
export const BookmarkedMonth: Story = {
  parameters: { path: '/transactions?start_date=2024-01-01&end_date=2024-01-31&category=FOOD_AND_DRINK' },
  beforeEach({ msw }) {
    const asked: string[] = [];
    (globalThis as { askedRanges?: string[] }).askedRanges = asked;
    msw.use(
      ...serve((url) => {
        asked.push(`${url.searchParams.get('start_date')}/${url.searchParams.get('end_date')}`);
        return HttpResponse.json(samplePage(JANUARY_2024_FOOD));
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: 'Transactions' });
    // Shown once: the phone's own stepper is hidden at this width.
    await expect(canvas.getAllByText('January 2024').filter((element) => element.checkVisibility())).toHaveLength(1);
    await expect(location.history.at(-1)).toBe('/transactions?start_date=2024-01-01&end_date=2024-01-31&category=FOOD_AND_DRINK');
    await expect(new Set((globalThis as { askedRanges?: string[] }).askedRanges)).toEqual(new Set(['2024-01-01/2024-01-31']));
    const rows = within(canvas.getByRole('grid', { name: 'Transactions' })).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(JANUARY_2024_FOOD.length);
    await expect(rows.map((row) => row.textContent)).toEqual(JANUARY_2024_FOOD.map((t) => expect.stringContaining(t.merchant_name!)));
  },
};

/** A dashboard link: exactly a merchant's spending. The merchant shows as a removable filter, "Counts as" in the open panel. */
export const MerchantSpendingFromADashboardLink: Story = {
  parameters: { path: `${NOVEMBER}&merchant=Corner+Mart&counted_as=spending&pending=false` },
  beforeEach({ msw }) {
    msw.use(...serve((url) => HttpResponse.json(samplePage(SAMPLE_TRANSACTIONS.filter((t) => (t.merchant_name ?? t.name) === url.searchParams.get('merchant') || !url.searchParams.get('merchant'))))));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: 'Transactions' });
    await expect(canvas.getByLabelText('Counts as')).toHaveValue('spending');
    await expect(canvas.getByRole('button', { name: 'Merchant: Corner Mart. Remove this filter' })).toBeVisible();
    await expectNoAxeViolations(canvasElement);
  },
};

/** The merchant filter of a dashboard link removed: the other filters stay. */
export const MerchantFilterRemoved: Story = {
  ...MerchantSpendingFromADashboardLink,
  play: async (context) => {
    await MerchantSpendingFromADashboardLink.play!(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Merchant: Corner Mart. Remove this filter' }));
    await waitFor(() => expect(location.history.at(-1)).toBe(`${NOVEMBER}&counted_as=spending&pending=false`));
  },
};

/** Brunch at a café, on the person's own "Brunch" line. */
const BRUNCH_ROW = { ...SAMPLE_TRANSACTIONS.find((t) => t.transaction_id === 'tx-groceries')!, transaction_id: 'tx-brunch', name: 'SUNNY SIDE CAFE', merchant_name: 'Sunny Side Cafe', amount: 38, category_detailed: BRUNCH.code };

/** A tracker line's link: exactly the rows its figure adds up, the line (one of the person's own) named on a removable filter. */
export const BudgetLineFromTheTracker: Story = {
  parameters: { path: `${NOVEMBER}&budget_line=${BRUNCH.code}&counted_as=spending&pending=false` },
  beforeEach({ msw }) {
    msw.use(...serve((url) => HttpResponse.json(samplePage(url.searchParams.get('budget_line') === BRUNCH.code ? [BRUNCH_ROW] : SAMPLE_TRANSACTIONS))));
    return withSampleCategoryNames();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Transactions' });
    await expect(canvas.getByRole('button', { name: 'Budget line: Brunch. Remove this filter' })).toHaveTextContent('Budget line: Brunch');
    const rows = within(grid).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(1);
    await expect(rows[0]).toHaveTextContent('Sunny Side Cafe');
    await expectNoAxeViolations(canvasElement);
  },
};

/** Nothing matches the filters: say so, and offer to clear them. */
export const EmptyFiltered: Story = {
  parameters: { path: `${NOVEMBER}&search=starbucks` },
  beforeEach({ msw }) {
    msw.use(...serve(() => HttpResponse.json(samplePage([]))));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No transactions match' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: 'Clear filters' }).at(-1)).toBeEnabled();
  },
};

/** Clear filters from "No transactions match": back to the whole month. */
export const ClearedFromNoMatches: Story = {
  ...EmptyFiltered,
  play: async (context) => {
    await EmptyFiltered.play!(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    await waitFor(() => expect(location.history.at(-1)).toBe(NOVEMBER));
  },
};

/** A period without transactions. */
export const EmptyPeriod: Story = {
  beforeEach({ msw }) {
    msw.use(...serve(() => HttpResponse.json(samplePage([]))));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/There are no transactions in this period/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await expectNoAxeViolations(canvasElement);
  },
};

/** The list failed: say so, with Try again. */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(...serve(() => (++calls === 1 ? HttpResponse.json({ error: 'boom' }, { status: 500 }) : HttpResponse.json(samplePage()))));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent("We couldn't load your transactions");
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** After the failure, Try again loads the list. */
export const LoadedAfterTryAgain: Story = {
  ...LoadFailed,
  play: async (context) => {
    await LoadFailed.play!(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(within(canvas.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('grid', { name: 'Transactions' })).toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Page 2 is read at page 1's snapshot (`as_of`), so a sync landing meanwhile shifts nothing. */
export const SecondPageDuringASync: Story = {
  beforeEach({ msw }) {
    const asked: URLSearchParams[] = [];
    (globalThis as { askedPages?: URLSearchParams[] }).askedPages = asked;
    msw.use(
      ...serve((url) => {
        asked.push(url.searchParams);
        const page = Number(url.searchParams.get('page'));
        const body: TransactionPage = { ...samplePage(SAMPLE_TRANSACTIONS.slice((page - 1) * 3, page * 3), { page, pageSize: 50, total: 60 }), as_of: '2026-11-25T08:00:00.123456Z' };
        return HttpResponse.json(body);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: 'Transactions' });
    await expect(canvas.getByText(/page 1 of 2/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(canvas.getByText(/page 2 of 2/)).toBeInTheDocument());
    const asked = (globalThis as { askedPages?: URLSearchParams[] }).askedPages!;
    await expect(asked[0]!.get('as_of')).toBeNull();
    await expect(asked.at(-1)!.get('page')).toBe('2');
    await expect(asked.at(-1)!.get('as_of')).toBe('2026-11-25T08:00:00.123456Z');
  },
};

const HISTORY_MESSAGE = 'Your last 30 days are here; older history is on its way';
const historyNotice = (canvasElement: HTMLElement) => within(canvasElement).findByText(HISTORY_MESSAGE);

/** A new bank's last 30 days are in, from November 10: November's list and totals say they are not whole yet. */
export const PeriodPartlyArrived: Story = {
  beforeEach({ msw }) {
    msw.use(...serve(undefined, historyArriving('2026-11-10')));
  },
  play: async ({ canvasElement }) => {
    const notice = await historyNotice(canvasElement);
    await expect(notice).toHaveTextContent("Transactions before Nov 10, 2026 have not arrived yet, so this period's list and totals are not whole.");
    await expect(await within(canvasElement).findByRole('grid', { name: 'Transactions' })).toBeInTheDocument();
    await expectNoAxeViolations(canvasElement);
  },
};

/** A month before the days the bank has sent: its history has not arrived yet, rather than "no transactions". */
export const PeriodNotArrivedYet: Story = {
  parameters: { path: '/transactions?start_date=2025-10-01&end_date=2025-10-31' },
  beforeEach({ msw }) {
    msw.use(...serve(() => HttpResponse.json(samplePage([])), historyArriving('2026-10-27')));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This history is on its way')).toBeInTheDocument();
    await expect(canvas.getByText('The history for October 2025 has not arrived yet. Its transactions show here once your bank has sent them.')).toBeInTheDocument();
    await expect(canvas.queryByText(/There are no transactions in this period/)).toBeNull();
    await expect(await historyNotice(canvasElement)).toHaveTextContent('Transactions before Oct 27, 2026 have not arrived yet');
    await expectNoAxeViolations(canvasElement);
  },
};

/** November is whole, but the October days it is compared with start before the history the bank has sent. */
export const ComparedWithDaysNotArrived: Story = {
  beforeEach({ msw }) {
    msw.use(...serve((url) => HttpResponse.json(samplePage(SAMPLE_TRANSACTIONS, { compared: url.searchParams.get('compare') === 'previous_period' ? SAMPLE_COMPARED_TOTALS : null })), historyArriving('2026-10-20')));
  },
  play: async ({ canvasElement }) => {
    const notice = await historyNotice(canvasElement);
    await waitFor(() => expect(notice).toHaveTextContent('The comparison with Oct 1–24 counts only from Oct 20, 2026.'));
    await expect(notice).not.toHaveTextContent('Transactions before');
  },
};

/** The sample month with the Corner Mart shop split in four, the bank's later change of the amount one of them; a transaction's own rows when asked by id. */
const WITH_SPLIT = SAMPLE_TRANSACTIONS.flatMap((t) => (t.transaction_id === CORNER_MART.transaction_id ? CORNER_MART_RAISED : [t]));
const listWithSplit = (url: URL) => {
  const id = url.searchParams.get('transaction_id');
  return HttpResponse.json(samplePage(id === null ? WITH_SPLIT : WITH_SPLIT.filter((t) => t.transaction_id === id)));
};

/** The shown one of the elements with this text in a row (a phone shows the category under the merchant). */
const shownText = (row: HTMLElement, text: string) => within(row).queryAllByText(text).find((element) => element.getClientRects().length > 0);

/** Checks the split's four rows: each part marked by its category, its note beside it, the bank's part saying so. */
async function expectSplitRows(canvasElement: HTMLElement) {
  const { rows } = await gridRows(canvasElement);
  await expect(rows).toHaveLength(WITH_SPLIT.length);
  const parts = rows.slice(2, 6);
  for (const [index, row] of parts.entries()) await expect(shownText(row, `Split · ${index + 1} of 4`)).toBeDefined();
  await expect(shownText(parts[1]!, 'Birthday card and a magazine')).toBeDefined();
  await expect(shownText(parts[3]!, 'Bank changed the amount')).toBeDefined();
  await expect(shownText(parts[0]!, 'Bank changed the amount')).toBeUndefined();
  // Each part's own amount; its category opens the details, where the split is changed.
  await expect(within(parts[1]!).getByRole('button', { name: /details of/ })).toHaveTextContent('$14.40');
  await expect(shownControl(parts[0]!, /^Groceries · split 1 of 4, open the split of CORNER MART 0042$/)).toBeDefined();
  return parts;
}

/** A transaction split in four is listed as a row per part: "Split · 1 of 4" by each part's category, its note, and "Bank changed the amount" on the bank's part. */
export const SplitRowsListed: Story = {
  beforeEach({ msw }) {
    msw.use(...serve(listWithSplit));
  },
  play: async ({ canvasElement }) => {
    await expectSplitRows(canvasElement);
    await expectNoAxeViolations(canvasElement);
  },
};

/** The split's rows on a phone (390 px): the part's mark under the merchant with its category, nothing pushed sideways. */
export const SplitRowsOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  beforeEach({ msw }) {
    msw.use(...serve(listWithSplit));
  },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    await expectSplitRows(canvasElement);
    await expectNoSidewaysScroll();
    // Nor inside the table's own box: the amounts stay in view.
    const box = within(canvasElement).getByRole('grid', { name: 'Transactions' }).parentElement!;
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    await expectNoAxeViolations(canvasElement);
  },
};

/** A part's category opens the transaction's details: the whole amount, its parts, and "Edit split". */
export const SplitPartOpened: Story = {
  beforeEach({ msw }) {
    msw.use(...serve(listWithSplit));
  },
  play: async ({ canvasElement }) => {
    const parts = await expectSplitRows(canvasElement);
    await userEvent.click(shownControl(parts[1]!, /split 2 of 4/));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Corner Mart' });
    const details = within(dialog);
    await expect(await details.findByText('Split into 4 parts')).toBeInTheDocument();
    // The whole amount, as the bank now has it.
    await expect(dialog).toHaveTextContent('$90.40');
    await expect(details.getByRole('button', { name: 'Edit split' })).toBeInTheDocument();
  },
};
