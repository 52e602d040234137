import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SAMPLE_HISTORY_STARTS, sampleNetWorth } from '@/entities/account/testing';
import { accessToken, type NetWorthSeries } from '@/shared/api';
import { formatMoney, formatPlainDate } from '@/shared/lib';
import { expectNoAxeViolations, expectNoSidewaysScroll } from '@/shared/test-kit';
import { NetWorthPanel } from './NetWorthPanel';

const withRoute: Decorator = (Story) => (
  <Router hook={memoryLocation({ path: '/accounts' }).hook}>
    <div style={{ maxWidth: '72rem', padding: '2rem 1.5rem' }}>
      <Story />
    </div>
  </Router>
);

/** The series each request was answered with, newest last: what the panel must show. */
const answered: NetWorthSeries[] = [];
const serveSample = http.get('*/db_api/net_worth', ({ request }) => {
  const series = sampleNetWorth(new URL(request.url));
  answered.push(series);
  return HttpResponse.json(series);
});

const meta = {
  title: 'Accounts/Net Worth Over Time',
  component: NetWorthPanel,
  decorators: [withRoute],
  beforeEach: () => {
    accessToken.value = 'story-token';
    answered.length = 0;
    return () => {
      accessToken.value = null;
    };
  },
} satisfies Meta<typeof NetWorthPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('region', { name: 'Net worth over time' }));
/** The breakdown of `date` shows exactly the figures the answer gave for it. */
async function expectBreakdown(canvasElement: HTMLElement, point: NetWorthSeries['points'][number]) {
  const breakdown = within(await within(canvasElement).findByRole('region', { name: `At the end of ${formatPlainDate(point.date)}` }));
  for (const [term, amount] of [
    ['Assets', point.assets],
    ['Liabilities', point.liabilities],
    ['Net worth', point.net_worth],
  ] as const) {
    await expect(breakdown.getByText(term).nextElementSibling).toHaveTextContent(formatMoney(amount));
  }
}

/** The last year, a point a month: the change from the first point to today's, and today's breakdown. */
export const LastYear: Story = {
  beforeEach({ msw }) {
    msw.use(serveSample);
  },
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    await expect(await region.findByRole('img', { name: /^Net worth, assets and liabilities from/ }, { timeout: 10_000 })).toBeInTheDocument();
    const { points } = answered.at(-1)!;
    const change = points.at(-1)!.net_worth - points[0]!.net_worth;
    await expect(region.getByText(`Net worth ${change > 0 ? 'up' : 'down'} ${formatMoney(Math.abs(Math.round(change * 100) / 100))} since ${formatPlainDate(points[0]!.date)}.`)).toBeInTheDocument();
    await expectBreakdown(canvasElement, points.at(-1)!);
    await expectNoAxeViolations(canvasElement);
  },
};

/** All time starts with the history (not 30 years of a flat line), and says so. */
export const AllTime: Story = {
  beforeEach({ msw }) {
    msw.use(serveSample);
  },
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    await userEvent.click(await region.findByRole('radio', { name: 'All time' }));
    await expect(await region.findByText(new RegExp(`Your history starts on ${formatPlainDate(SAMPLE_HISTORY_STARTS)}\\.`), {}, { timeout: 10_000 })).toBeInTheDocument();
    const { points } = answered.at(-1)!;
    const first = points.find((point) => point.date >= SAMPLE_HISTORY_STARTS)!;
    await expect(region.getByText(new RegExp(`since ${formatPlainDate(first.date)}\\.`))).toBeInTheDocument();
  },
};

/** By keyboard: the table view, then a date's button opens its breakdown, with the transactions walked back over. */
export const TableAndBreakdown: Story = {
  beforeEach({ msw }) {
    msw.use(serveSample);
  },
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    await userEvent.click(await region.findByRole('radio', { name: 'Last 3 months' }));
    await waitFor(() => expect(answered.at(-1)?.interval).toBe('week'));
    await userEvent.click(await region.findByRole('radio', { name: 'Table' }));
    const table = within(await region.findByRole('region', { name: 'Net worth at each point' }));
    const { points } = answered.at(-1)!;
    await expect(table.getAllByRole('row')).toHaveLength(points.length + 1);
    const older = points[2]!;
    const button = table.getByRole('button', { name: `Show the breakdown of ${formatPlainDate(older.date)}` });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expectBreakdown(canvasElement, older);
    const link = within(canvasElement).getByRole('link', { name: `The transactions since ${formatPlainDate(older.date)}` });
    await expect(link.getAttribute('href')).toContain('pending=false');
    await expectNoAxeViolations(canvasElement);
  },
};

/** On a phone: the period and the view fit, nothing scrolls sideways. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  beforeEach({ msw }) {
    msw.use(serveSample);
  },
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    await expect(await region.findByRole('img', { name: /^Net worth, assets and liabilities from/ }, { timeout: 10_000 })).toBeInTheDocument();
    await expectNoSidewaysScroll();
    await expectNoAxeViolations(canvasElement);
  },
};

/** Nothing to draw: no transaction and nothing valued by hand yet. */
export const NoHistory: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/db_api/net_worth', ({ request }) => HttpResponse.json({ ...sampleNetWorth(new URL(request.url)), history_starts: null })));
  },
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    await expect(await region.findByText('No history to draw yet')).toBeInTheDocument();
    await expectNoAxeViolations(canvasElement);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/db_api/net_worth', () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    await expect(region.getByRole('status')).toHaveTextContent('Loading your net worth over time…');
  },
};

export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/db_api/net_worth', () => HttpResponse.json({ error: { error_code: 'INTERNAL_SERVER_ERROR', error_message: 'x' }, message: 'x' }, { status: 500 })));
  },
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    await expect(await region.findByRole('alert')).toBeInTheDocument();
    await expect(region.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};
