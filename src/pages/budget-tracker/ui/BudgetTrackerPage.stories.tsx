import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { budgetHandlers, SAMPLE_BUDGET_MONTH, SAMPLE_PAST_BUDGET_MONTH } from '@/entities/budget/testing';
import { atBudgetMonth } from '@/entities/period/testing';
import { expectNoAxeViolations, expectNoSidewaysScroll, STORY_VIEWPORTS } from '@/shared/test-kit';
import { BudgetTrackerPage } from './BudgetTrackerPage';
import { withTrackerRoute } from './story-setup';

const meta = {
  title: 'Pages/Budget tracker',
  component: BudgetTrackerPage,
  decorators: [withTrackerRoute],
  parameters: { layout: 'fullscreen', viewport: { options: STORY_VIEWPORTS } },
  globals: { viewport: { value: 'wide' } },
  beforeEach: () => atBudgetMonth(SAMPLE_BUDGET_MONTH),
} satisfies Meta<typeof BudgetTrackerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const categories = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('region', { name: 'Categories' }));

/** November 2026, 18 days in: every category within what it has; each links to exactly its transactions. */
export const OnTrack: Story = {
  beforeEach({ msw }) {
    msw.use(...budgetHandlers({ tracker: 'onTrack' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await categories(canvasElement);
    await expect(canvas.getByText('Expected by today $702.00 · Spent $658.75 · 12 days left · Projected month end $1,113.91 (includes $15.99 of upcoming bills)')).toBeInTheDocument();
    await expect(rows.getByRole('link', { name: 'Food and drink' })).toHaveAttribute('href', '/transactions?start_date=2026-11-01&end_date=2026-11-30&category=FOOD_AND_DRINK&counted_as=spending&pending=false');
    await expect(rows.getByRole('progressbar', { name: 'Food and drink: 69% of available spent' })).toHaveAttribute('aria-valuenow', '69');
    await expect(rows.getByText('(+$40.00 carried from October 2026: $200.00 available, $160.00 spent)')).toBeInTheDocument();
    await expect(rows.queryByText(/^Over by/)).toBeNull();

    const unbudgeted = within(canvas.getByRole('region', { name: 'Spending without a budget' }));
    await expect(unbudgeted.getByRole('link', { name: 'General merchandise' })).toHaveAttribute('href', '/transactions?start_date=2026-11-01&end_date=2026-11-30&category=GENERAL_MERCHANDISE&counted_as=spending&pending=false');
    await expect(unbudgeted.getByText('Uncategorised').closest('a')).toBeNull();
    await expect(unbudgeted.getByRole('link', { name: 'Plan a budget for these categories' })).toHaveAttribute('href', '/budgetplanner');
    await expectNoAxeViolations(canvasElement);

    // The month is the planner's too: stepping here is remembered for both pages.
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(canvas.getByText('December 2026')).toBeInTheDocument();
    await expect(localStorage.getItem('selected_budget_month')).toBe('December 2026');
  },
};

/** The same at 390 px: nothing scrolls sideways. */
export const OnTrackOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  beforeEach({ msw }) {
    msw.use(...budgetHandlers({ tracker: 'onTrack' }));
  },
  play: async ({ canvasElement }) => {
    await expect((await categories(canvasElement)).getByRole('link', { name: 'Food and drink' })).toBeVisible();
    await expect(window.innerWidth).toBe(390);
    await expectNoSidewaysScroll();
    await expectNoAxeViolations(canvasElement);
  },
};

/** Food is $12.30 over: said in words, its bar full and red. */
export const OverBudget: Story = {
  beforeEach({ msw }) {
    msw.use(...budgetHandlers({ tracker: 'overBudget' }));
  },
  play: async ({ canvasElement }) => {
    const rows = await categories(canvasElement);
    await expect(rows.getByText('Over by $12.30')).toBeInTheDocument();
    await expect(rows.getByRole('progressbar', { name: 'Food and drink: 100% of available spent' })).toBeInTheDocument();
    await expectNoAxeViolations(canvasElement);
  },
};

/** A month with no budget: the way to plan it, and the spending no budget covers. */
export const NoBudgetYet: Story = {
  beforeEach({ msw }) {
    msw.use(...budgetHandlers({ tracker: 'empty' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No budget for November 2026 yet' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Plan November 2026' })).toHaveAttribute('href', '/budgetplanner');
    await expect(canvas.getByRole('region', { name: 'Spending without a budget' })).toBeInTheDocument();
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
    await expect(canvas.getByText('Available $600.00 · Spent $580.00')).toBeInTheDocument();
    const rows = await categories(canvasElement);
    await expect(rows.getByText('Over by $20.00')).toBeInTheDocument();
    await expect(rows.getByRole('link', { name: 'Entertainment' })).toHaveAttribute('href', '/transactions?start_date=2026-10-01&end_date=2026-10-31&category=ENTERTAINMENT&counted_as=spending&pending=false');
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
