import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { budgetHandlers, SAMPLE_BUDGET_MONTH, SAMPLE_OWN_LINE, SAMPLE_PAST_BUDGET_MONTH } from '@/entities/budget/testing';
import { withSampleCategoryNames } from '@/entities/category/testing';
import { historyArriving, historyCoverageHandler } from '@/entities/institution/testing';
import { atBudgetMonth } from '@/entities/period/testing';
import { expectNoAxeViolations, expectNoSidewaysScroll, STORY_VIEWPORTS } from '@/shared/test-kit';
import { BudgetTrackerPage } from './BudgetTrackerPage';
import { withTrackerRoute } from './story-setup';

const meta = {
  title: 'Budgets/Budget Tracker',
  component: BudgetTrackerPage,
  decorators: [withTrackerRoute],
  parameters: { layout: 'fullscreen', viewport: { options: STORY_VIEWPORTS } },
  globals: { viewport: { value: 'wide' } },
  beforeEach: [
    () => atBudgetMonth(SAMPLE_BUDGET_MONTH),
    // The person's names for categories, their own "Brunch" among them.
    () => withSampleCategoryNames(),
    ({ msw }) => {
      // Every bank's history is in, unless a story says otherwise.
      msw.use(historyCoverageHandler());
    },
  ],
} satisfies Meta<typeof BudgetTrackerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const categories = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('region', { name: 'Categories' }));
/** A figure of the month's summary, by its term. */
const total = (canvasElement: HTMLElement, term: string) => within(within(canvasElement).getByRole('region', { name: 'This month' })).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

/** November 2026, 18 days in: every line within what it has, in the person's groups; each total names its scope; each line links to exactly its transactions. */
export const OnTrack: Story = {
  beforeEach({ msw }) {
    msw.use(...budgetHandlers({ tracker: 'onTrack' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await categories(canvasElement);
    await expect(total(canvasElement, 'Available in your budget')).toHaveTextContent('$3,070.00');
    await expect(total(canvasElement, 'Spent in budgeted categories')).toHaveTextContent('$2,271.00');
    await expect(total(canvasElement, 'Paid to debts and savings')).toHaveTextContent('$300.00');
    await expect(total(canvasElement, 'Remaining')).toHaveTextContent('$499.00');
    await expect(within(total(canvasElement, 'All spending')).getByRole('link', { name: '$2,480.20' })).toHaveAttribute('href', '/transactions?start_date=2026-11-01&end_date=2026-11-30&counted_as=spending&pending=false');
    await expect(canvas.getByText('Budgeted categories: expected by today $1,662.00 · spent $2,271.00 · 12 days left · projected month end $3,800.99 (includes $15.99 of upcoming bills)')).toBeInTheDocument();
    await expect(rows.getByRole('link', { name: 'Groceries' })).toHaveAttribute('href', '/transactions?start_date=2026-11-01&end_date=2026-11-30&budget_line=FOOD_AND_DRINK_GROCERIES&counted_as=spending&pending=false');
    await expect(rows.getByRole('progressbar', { name: 'Groceries: 69% of available spent' })).toHaveAttribute('aria-valuenow', '69');
    await expect(rows.getByText('(+$40.00 carried from October 2026: $200.00 available, $160.00 spent)')).toBeInTheDocument();
    await expect(rows.queryByText(/^Over by/)).toBeNull();
    const food = rows.getByRole('region', { name: 'Food' });
    await expect(within(food).getByRole('heading', { name: 'Food' })).toHaveTextContent('🍽️');
    await expect(within(food).getByText('Available $550.00 · Spent or paid $374.75')).toBeInTheDocument();
    // Brunch, a category of the person's own, is a line apart from the restaurants it counts as.
    await expect(within(food).getByRole('link', { name: 'Brunch' })).toHaveAttribute('href', `/transactions?start_date=2026-11-01&end_date=2026-11-30&budget_line=${SAMPLE_OWN_LINE}&counted_as=spending&pending=false`);

    const outside = within(canvas.getByRole('region', { name: 'Outside your budget' }));
    await expect(outside.getByRole('link', { name: 'Clothing and accessories' })).toHaveAttribute('href', '/transactions?start_date=2026-11-01&end_date=2026-11-30&budget_line=GENERAL_MERCHANDISE_CLOTHING_AND_ACCESSORIES&counted_as=spending&pending=false');
    await expect(outside.getByRole('link', { name: 'Mortgage payment' })).toHaveAttribute('href', '/transactions?start_date=2026-11-01&end_date=2026-11-30&budget_line=LOAN_PAYMENTS_MORTGAGE_PAYMENT&counted_as=left_out&direction=outflow&pending=false');
    // Paid down beyond the cards' purchases: no one filter's rows, so no link.
    await expect(outside.getByText('Credit card payment').closest('a')).toBeNull();
    await expect(outside.getByText('Uncategorised').closest('a')).toBeNull();
    await expect(outside.getByRole('link', { name: 'Plan a budget for these categories' })).toHaveAttribute('href', '/budgetplanner');
    await expectNoAxeViolations(canvasElement);

    // The month is the planner's too: stepping here is remembered for both pages.
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(canvas.getByText('December 2026')).toBeInTheDocument();
    await expect(localStorage.getItem('selected_budget_month')).toBe('December 2026');
  },
};

/** Bills, debt payments and savings tracked in the person's groups (rent in Housing): a savings line says what was paid, and links to the money moved. */
export const BillsDebtAndSavings: Story = {
  beforeEach({ msw }) {
    msw.use(...budgetHandlers({ tracker: 'onTrack' }));
  },
  play: async ({ canvasElement }) => {
    const rows = await categories(canvasElement);
    await expect(within(rows.getByRole('region', { name: 'Housing' })).getByRole('link', { name: 'Rent' })).toBeInTheDocument();
    const savings = within(rows.getByRole('region', { name: 'Savings' }));
    await expect(savings.getByRole('link', { name: 'Account transfer' })).toHaveAttribute('href', '/transactions?start_date=2026-11-01&end_date=2026-11-30&budget_line=TRANSFER_OUT_ACCOUNT_TRANSFER&counted_as=left_out&direction=outflow&pending=false');
    await expect(savings.getByText('Paid', { selector: 'dt' })).toBeInTheDocument();
    await expect(savings.getByRole('progressbar', { name: 'Account transfer: 100% of available paid' })).toBeInTheDocument();
    await expectNoAxeViolations(canvasElement);
  },
};

/** The same at 390 px: nothing scrolls sideways. */
export const OnTrackOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  beforeEach({ msw }) {
    msw.use(...budgetHandlers({ tracker: 'onTrack' }));
  },
  play: async ({ canvasElement }) => {
    await expect((await categories(canvasElement)).getByRole('link', { name: 'Groceries' })).toBeVisible();
    await expect(window.innerWidth).toBe(390);
    await expectNoSidewaysScroll();
    await expectNoAxeViolations(canvasElement);
  },
};

/** Groceries are $12.30 over: said in words, the bar full and red. */
export const OverBudget: Story = {
  beforeEach({ msw }) {
    msw.use(...budgetHandlers({ tracker: 'overBudget' }));
  },
  play: async ({ canvasElement }) => {
    const rows = await categories(canvasElement);
    await expect(rows.getByText('Over by $12.30')).toBeInTheDocument();
    await expect(rows.getByRole('progressbar', { name: 'Groceries: 100% of available spent' })).toBeInTheDocument();
    await expectNoAxeViolations(canvasElement);
  },
};

/** A month with no budget: said with the month in words, the way to plan it, all its spending — never "Spent $0.00". */
export const NoBudgetYet: Story = {
  beforeEach({ msw }) {
    msw.use(...budgetHandlers({ tracker: 'empty' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No budget for November 2026 yet' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Plan November 2026' })).toHaveAttribute('href', '/budgetplanner');
    await expect(canvas.getByText('All spending in November 2026:', { exact: false })).toHaveTextContent('All spending in November 2026: $596.70');
    await expect(canvas.queryByText(/Spent\s*\$0\.00/)).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'This month' })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Outside your budget' })).toBeInTheDocument();
    await expectNoAxeViolations(canvasElement);
  },
};

/** October 2026, over: the final figures. */
export const PastMonth: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...budgetHandlers({ tracker: 'past' }));
    return atBudgetMonth(SAMPLE_PAST_BUDGET_MONTH);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Month ended')).toBeInTheDocument();
    await expect(total(canvasElement, 'Available in your budget')).toHaveTextContent('$600.00');
    await expect(total(canvasElement, 'Spent in budgeted categories')).toHaveTextContent('$580.00');
    await expect(total(canvasElement, 'All spending')).toHaveTextContent('$1,322.35');
    const rows = await categories(canvasElement);
    await expect(rows.getByText('Over by $20.00')).toBeInTheDocument();
    await expect(rows.getByRole('link', { name: 'Music and audio' })).toHaveAttribute('href', '/transactions?start_date=2026-10-01&end_date=2026-10-31&budget_line=ENTERTAINMENT_MUSIC_AND_AUDIO&counted_as=spending&pending=false');
    await expectNoAxeViolations(canvasElement);
  },
};

/** While the month loads. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...budgetHandlers({ tracker: 'loading' }));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading your budget tracker…')).toBeInTheDocument();
    await expectNoAxeViolations(canvasElement);
  },
};

/** The month could not be read: Try again. */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...budgetHandlers({ tracker: 'failed' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expectNoAxeViolations(canvasElement);
  },
};

/** November 2026 reaches before the days a new bank has sent (from November 10): the month's figures say they are not whole. */
export const HistoryArriving: Story = {
  beforeEach({ msw }) {
    msw.use(historyCoverageHandler(historyArriving('2026-11-10')), ...budgetHandlers({ tracker: 'onTrack' }));
  },
  play: async ({ canvasElement }) => {
    const notice = await within(canvasElement).findByText('Your last 30 days are here; older history is on its way');
    await expect(notice).toHaveTextContent("Spending before Nov 10, 2026 has not arrived yet, so this month's figures are not whole.");
    await expectNoAxeViolations(canvasElement);
  },
};

