import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NO_TAGS_TITLE } from '../config/copy';
import { TagSpendingPanel } from './TagSpendingPanel';
import { panelStates } from './panel-stories';
import { atSampleMonth, withDashboardRoute } from './story-setup';

const meta = {
  title: 'Dashboard/Spending by Tag',
  component: TagSpendingPanel,
  decorators: [withDashboardRoute],
  beforeEach: atSampleMonth,
} satisfies Meta<typeof TagSpendingPanel>;

export default meta;

const states = panelStates(['tagSpending'], {
  loaded: async (canvas) => {
    const trip = await canvas.findByRole('link', { name: 'Lisbon trip' });
    // Exactly the rows the figure adds up: the period's posted spending with the tag, hidden rows left out.
    const href = new URL(trip.getAttribute('href') ?? '', 'http://x');
    await expect(href.pathname).toBe('/transactions');
    await expect(Object.fromEntries(href.searchParams)).toMatchObject({ tag: 'Lisbon trip', counted_as: 'spending', hidden: 'exclude', pending: 'false', start_date: '2026-10-01', end_date: '2026-10-31' });
    await expect(canvas.getByText('$842.60')).toBeInTheDocument();
    await expect(canvas.getByText('9 transactions')).toBeInTheDocument();
  },
  emptyText: NO_TAGS_TITLE,
});

export const Loaded = states.Loaded;
export const Loading = states.Loading;
export const Empty = states.Empty;
export const Failed = states.Failed;
