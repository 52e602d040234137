import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TopTransactionsPanel } from './TopTransactionsPanel';
import { panelStates } from './panel-stories';
import { atSampleMonth, withDashboardRoute } from './story-setup';

const meta = {
  title: 'Dashboard/Largest Purchases',
  component: TopTransactionsPanel,
  decorators: [withDashboardRoute],
  beforeEach: atSampleMonth,
} satisfies Meta<typeof TopTransactionsPanel>;

export default meta;

const states = panelStates(['topTransactions'], {
  loaded: async (canvas) => {
    await expect(await canvas.findByRole('link', { name: 'Harbor View Apartments' })).toHaveAttribute('href', '/merchantinsights?transaction=tx-rent-oct');
  },
});

export const Loaded = states.Loaded;
export const Loading = states.Loading;
export const Empty = states.Empty;
export const Failed = states.Failed;
