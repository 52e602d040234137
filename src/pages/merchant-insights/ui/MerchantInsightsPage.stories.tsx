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
  title: 'Merchants/Merchant Insights',
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

/** The merchant shown once its read (after the period's merchants) has answered: two reads in a row on a busy machine. */
const SHOWN = { timeout: 10_000 };

const merchantsRegion = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: 'Merchants this period' }));

/** No transaction chosen: the period's top merchant (not the most recent transaction's), first in the list, with the period's figures. */
export const Loaded: Story = {
  beforeEach({ msw }) {
    msw.use(...merchantHandlers({}, calls));
  },
  play: async ({ canvasElement }) => {
    const merchant = await merchantRegion(canvasElement);
    await expect(await merchant.findByText('Harbor View Apartments', {}, SHOWN)).toBeInTheDocument();
    await expect(merchant.getByText('$52,800.00')).toBeInTheDocument();
    await expect(merchant.getByText('Recurring')).toBeInTheDocument();
    await expect(merchant.getByRole('link', { name: 'View transactions at Harbor View Apartments' })).toHaveAttribute(
      'href',
      '/transactions?start_date=2026-10-01&end_date=2026-10-31&merchant=Harbor+View+Apartments',
    );
    await expect(calls.details).toEqual(['tx-rent-oct']);
    await expect(calls.merchantCategories).toBe(1);
    const list = merchantsRegion(canvasElement);
    const links = list.getAllByRole('link');
    await expect(links[0]).toHaveAccessibleName('Harbor View Apartments');
    await expect(links[0]).toHaveAttribute('aria-current', 'page');
    await expect(list.getByRole('link', { name: 'Blue Bottle Coffee' })).toHaveAttribute('href', '/merchantinsights?transaction=tx-coffee-1029');
    await expect(await merchant.findByRole('img', { name: /^Bar chart of spending at Harbor View Apartments/ }, { timeout: 10_000 })).toBeInTheDocument();
    await expectNoAxeViolations(canvasElement);
  },
};

/** Every merchant of the period, a page of 10 at a time: the next page holds the last 4 of 14. */
export const AllMerchantsPaged: Story = {
  beforeEach({ msw }) {
    msw.use(...merchantHandlers({}, calls));
  },
  play: async ({ canvasElement }) => {
    await (await merchantRegion(canvasElement)).findByText('Harbor View Apartments', {}, SHOWN);
    const list = merchantsRegion(canvasElement);
    await expect(list.getAllByRole('listitem')).toHaveLength(10);
    await expect(list.getByText('1–10 of 14')).toBeInTheDocument();
    await userEvent.click(list.getByRole('button', { name: 'Next merchants' }));
    await waitFor(() => expect(list.getByText('11–14 of 14')).toBeInTheDocument());
    await expect(list.getAllByRole('listitem')).toHaveLength(4);
    await expect(list.getByRole('link', { name: 'Netflix' })).toBeInTheDocument();
    await expect(list.getByRole('button', { name: 'Next merchants' })).toBeDisabled();
    // The merchant shown stays the period's top one.
    await expect(calls.details).toEqual(['tx-rent-oct']);
    await expect(calls.pages).toContain(2);
    await expectNoAxeViolations(canvasElement);
  },
};

/** A merchant from a link, its period's spent beside the days October is compared with (all of September: October has ended). */
export const Compared: Story = {
  decorators: [at('/merchantinsights?transaction=tx-coffee-1029')],
  beforeEach({ msw }) {
    msw.use(...merchantHandlers({}, calls));
  },
  play: async ({ canvasElement }) => {
    const merchant = await merchantRegion(canvasElement);
    await expect(await merchant.findByText('vs September 2026: $158.40, 20 visits', {}, SHOWN)).toBeInTheDocument();
    await expect(merchant.getByText('$186.50')).toBeInTheDocument();
    await expect(merchant.getByText('23 visits')).toBeInTheDocument();
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
    await expect(within(merchant.getByRole('table')).getAllByRole('link', { name: '$1,650.00' }).at(-1)).toHaveAttribute(
      'href',
      '/transactions?start_date=2026-10-01&end_date=2026-10-31&merchant=Harbor+View+Apartments',
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
    await userEvent.click((await merchantRegion(canvasElement)).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls.details).toHaveLength(2));
    await expectNoAxeViolations(canvasElement);
  },
};
