import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SAMPLE_PERIOD } from '@/entities/dashboard/testing';
import { resetMerchantContext } from '@/entities/merchant';
import { merchantHandlers, recordMerchantCalls, type MerchantCalls } from '@/entities/merchant/testing';
import { choosePeriod } from '@/entities/period';
import { resetPeriodsForTesting } from '@/entities/period/testing';
import { accessToken } from '@/shared/api';
import { expectNoAxeViolations } from '@/shared/test-kit';
import { MerchantInsightsPage } from './MerchantInsightsPage';

const at =
  (path: string): Decorator =>
  (Story) => (
    <Router hook={memoryLocation({ path }).hook} searchHook={() => path.split('?')[1] ?? ''}>
      <div style={{ maxWidth: '80rem', padding: '2rem 1.5rem' }}>
        <Story />
      </div>
    </Router>
  );

let calls: MerchantCalls = recordMerchantCalls();

const meta = {
  title: 'Pages/Merchant insights',
  component: MerchantInsightsPage,
  decorators: [at('/merchantinsights')],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    accessToken.value = 'story-token';
    calls = recordMerchantCalls();
    resetMerchantContext();
    choosePeriod(SAMPLE_PERIOD);
    return () => {
      accessToken.value = null;
      resetMerchantContext();
      resetPeriodsForTesting();
    };
  },
} satisfies Meta<typeof MerchantInsightsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const merchantRegion = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('region', { name: 'Merchant' }));

/** No transaction chosen: the most recent one's merchant, with the period's figures. */
export const Loaded: Story = {
  beforeEach({ msw }) {
    msw.use(...merchantHandlers({}, calls));
  },
  play: async ({ canvasElement }) => {
    const merchant = await merchantRegion(canvasElement);
    await expect(await merchant.findByText('Blue Bottle Coffee')).toBeInTheDocument();
    await expect(merchant.getByText('$186.50')).toBeInTheDocument();
    await expect(merchant.getByText('$1,698.40')).toBeInTheDocument();
    await expect(merchant.getByText('23 visits')).toBeInTheDocument();
    await expect(merchant.getByRole('link', { name: 'View transactions at Blue Bottle Coffee' })).toHaveAttribute(
      'href',
      '/transactions?start_date=2026-10-01&end_date=2026-10-31&merchant=Blue+Bottle+Coffee',
    );
    await expect(calls.details).toEqual(['tx-coffee-1029']);
    await expect(calls.merchantCategories).toBe(1);
    const top = within(within(canvasElement).getByRole('region', { name: 'Top merchants this period' }));
    await expect(top.getByRole('link', { name: 'Blue Bottle Coffee' })).toHaveAttribute('aria-current', 'page');
    await expect(top.getByRole('link', { name: 'Netflix' })).toHaveAttribute('href', '/merchantinsights?transaction=tx-netflix-0914');
    await expect(await merchant.findByRole('img', { name: /^Bar chart of spending at Blue Bottle Coffee/ }, { timeout: 10_000 })).toBeInTheDocument();
    await expectNoAxeViolations(canvasElement);
  },
};

/** Opened from a link (`?transaction=`): that merchant, recurring, with no visit in the period. */
export const FromTransactionLink: Story = {
  decorators: [at('/merchantinsights?transaction=tx-netflix-0914')],
  beforeEach({ msw }) {
    msw.use(...merchantHandlers({}, calls));
  },
  play: async ({ canvasElement }) => {
    const merchant = await merchantRegion(canvasElement);
    await waitFor(() => expect(merchant.getAllByText('Netflix').length).toBeGreaterThan(0));
    await expect(merchant.getByText('Recurring')).toBeInTheDocument();
    await expect(merchant.getByText('No visits in this period. Choose another period above to see them.')).toBeInTheDocument();
    await expect(calls.details).toEqual(['tx-netflix-0914']);
  },
};

/** Typing in the search asks once typing pauses; a match opens its insights. Table view of the trend. */
export const Search: Story = {
  beforeEach({ msw }) {
    msw.use(...merchantHandlers({}, calls));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Find a merchant' }), 'net');
    const search = within(canvas.getByRole('search'));
    await expect(await search.findByRole('link', { name: 'Netflix' })).toHaveAttribute('href', '/merchantinsights?transaction=tx-netflix-0914');
    await expect(calls.searches).toEqual(['net']);

    const merchant = await merchantRegion(canvasElement);
    await userEvent.click(await merchant.findByRole('radio', { name: 'Table' }));
    await expect(within(merchant.getByRole('table')).getByRole('link', { name: '$186.50' })).toHaveAttribute(
      'href',
      '/transactions?start_date=2026-10-01&end_date=2026-10-31&merchant=Blue+Bottle+Coffee',
    );
    await expectNoAxeViolations(canvasElement);
  },
};

/** While the merchant loads. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...merchantHandlers({ recentId: 'loading', merchants: 'loading' }, calls));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the merchant…')).toBeInTheDocument();
    await expectNoAxeViolations(canvasElement);
  },
};

/** No transactions at all: nothing to show yet, and no merchant asked for. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...merchantHandlers({ recentId: 'empty', merchants: 'empty' }, calls));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No transactions yet')).toBeInTheDocument();
    await expect(await canvas.findByText('No spending in this period')).toBeInTheDocument();
    await expect(calls.details).toEqual([]);
    await expectNoAxeViolations(canvasElement);
  },
};

/** The merchant's read fails: Try again asks again. */
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(...merchantHandlers({ details: 'failed', merchants: 'failed' }, calls));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(2));
    await userEvent.click(canvas.getAllByRole('button', { name: 'Try again' })[0] as HTMLElement);
    await waitFor(() => expect(calls.details).toHaveLength(2));
    await expectNoAxeViolations(canvasElement);
  },
};
