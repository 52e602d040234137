import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dashboardHandlers } from '@/entities/dashboard/testing';
import { historyArriving, historyCoverageHandler } from '@/entities/institution/testing';
import { expectNoAxeViolations } from '@/shared/test-kit';
import { DashboardPage } from './DashboardPage';
import { atSampleMonth, withDashboardRoute } from './story-setup';

const meta = {
  title: 'Dashboard/Dashboard Page',
  component: DashboardPage,
  decorators: [withDashboardRoute],
  parameters: { layout: 'fullscreen' },
  beforeEach: [
    atSampleMonth,
    ({ msw }) => {
      // Every bank's history is in, unless a story says otherwise.
      msw.use(historyCoverageHandler());
    },
  ],
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('region', { name });

/** October 2026 against September: every block loaded. */
export const Loaded: Story = {
  beforeEach({ msw }) {
    msw.use(...dashboardHandlers());
  },
  play: async ({ canvasElement }) => {
    const stats = within(await region(canvasElement, 'This period at a glance'));
    await expect(await stats.findByText('$3,482.17')).toBeInTheDocument();
    await expect(stats.getByText('11.6% more than September 2026')).toBeInTheDocument();
    await expect(stats.getByText('−5.8 pts vs September 2026')).toBeInTheDocument();
    await expect(stats.getByRole('link', { name: 'View transactions (spent)' })).toHaveAttribute(
      'href',
      '/transactions?start_date=2026-10-01&end_date=2026-10-31&counted_as=spending&pending=false',
    );
    await expect(stats.getByRole('link', { name: 'View transactions (income)' })).toHaveAttribute('href', '/transactions?start_date=2026-10-01&end_date=2026-10-31&counted_as=income&pending=false');

    const categories = within(await region(canvasElement, 'Top categories'));
    await expect(categories.getByRole('link', { name: 'Food and drink' })).toHaveAttribute('href', '/transactions?start_date=2026-10-01&end_date=2026-10-31&category=FOOD_AND_DRINK&counted_as=spending&pending=false');
    // Uncategorised spending has no filter in the list API: shown, not linked.
    await expect(categories.getByText('Uncategorised').closest('a')).toBeNull();

    const merchants = within(await region(canvasElement, 'Top merchants'));
    await expect(merchants.getByRole('link', { name: 'Blue Bottle Coffee' })).toHaveAttribute('href', '/merchantinsights?transaction=tx-coffee-1029');

    const bills = within(await region(canvasElement, 'Upcoming bills'));
    await expect(bills.getByText('$1,790.88')).toBeInTheDocument();

    const pace = within(await region(canvasElement, 'Spending pace'));
    await expect(await pace.findByRole('img', { name: /^Line chart of cumulative spending/ }, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(canvasElement.querySelector('.recharts-surface')).not.toBeNull());
    await expectNoAxeViolations(canvasElement);
  },
};

/** The Chart / Table toggle, from the keyboard: the table lists every figure, each a link. */
export const AsTables: Story = {
  beforeEach({ msw }) {
    msw.use(...dashboardHandlers());
  },
  play: async ({ canvasElement }) => {
    const trend = within(await region(canvasElement, 'Spending by category'));
    const chart = await trend.findByRole('radio', { name: 'Chart' });
    await userEvent.click(chart);
    await userEvent.keyboard('{ArrowRight}');
    await expect(trend.getByRole('radio', { name: 'Table' })).toBeChecked();
    const table = within(trend.getByRole('table'));
    // The first week starts on 28 September: its link covers only October's days of it.
    await expect(table.getByRole('link', { name: '$1,650.00' })).toHaveAttribute('href', '/transactions?start_date=2026-10-01&end_date=2026-10-04&category=RENT_AND_UTILITIES&counted_as=spending&pending=false');

    const pace = within(await region(canvasElement, 'Spending pace'));
    await userEvent.click(pace.getByRole('radio', { name: 'Table' }));
    const rows = within(pace.getByRole('table')).getAllByRole('row');
    await expect(rows).toHaveLength(32);
    await expectNoAxeViolations(canvasElement);
  },
};

/** The blocks while their reads are on the way. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...dashboardHandlers({ spendStats: 'loading', lineChart: 'loading', timeSeries: 'loading', topTransactions: 'loading', upcomingBills: 'loading' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading your totals…')).toBeInTheDocument();
    await expect(canvas.getByText('Loading your spending pace…')).toBeInTheDocument();
    await expect(canvas.getByText('Loading your upcoming bills…')).toBeInTheDocument();
    await expectNoAxeViolations(canvasElement);
  },
};

/** A month without transactions: each block says so and points to the period picker. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...dashboardHandlers({ spendStats: 'empty', lineChart: 'empty', timeSeries: 'empty', topTransactions: 'empty', upcomingBills: 'empty' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByText('Nothing in this period')).toHaveLength(6));
    await expect(canvas.getByText('No bills due soon')).toBeInTheDocument();
    await expectNoAxeViolations(canvasElement);
  },
};

/** Every read fails: each block offers Try again, and Try again asks once more. */
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(...dashboardHandlers({ spendStats: 'failed', lineChart: 'failed', timeSeries: 'failed', topTransactions: 'failed', upcomingBills: 'failed' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(7));
    await expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(7);
    await expectNoAxeViolations(canvasElement);
  },
};

const HISTORY_MESSAGE = 'Your last 30 days are here; older history is on its way';

/** A new bank has sent its days from October 5 on: October's figures are not whole, and neither is September's, which they are compared with. */
export const HistoryArriving: Story = {
  beforeEach({ msw }) {
    msw.use(historyCoverageHandler(historyArriving('2026-10-05')), ...dashboardHandlers());
  },
  play: async ({ canvasElement }) => {
    const notice = await within(canvasElement).findByText(HISTORY_MESSAGE);
    await waitFor(() =>
      expect(notice).toHaveTextContent("Figures before Oct 5, 2026 have not arrived yet, so this period's are not whole. Comparisons with earlier periods cover only from Oct 5, 2026."),
    );
    await expectNoAxeViolations(canvasElement);
  },
};

/** October is before every day the bank has sent so far: the page says its history has not arrived, not that nothing was spent. */
export const PeriodNotArrivedYet: Story = {
  beforeEach({ msw }) {
    msw.use(historyCoverageHandler(historyArriving('2026-11-01')), ...dashboardHandlers({ spendStats: 'empty', lineChart: 'empty', timeSeries: 'empty', topTransactions: 'empty', upcomingBills: 'empty' }));
  },
  play: async ({ canvasElement }) => {
    const notice = await within(canvasElement).findByText(HISTORY_MESSAGE);
    await expect(notice).toHaveTextContent('The history for October 2026 has not arrived yet: the figures below do not count it.');
    await expectNoAxeViolations(canvasElement);
  },
};
