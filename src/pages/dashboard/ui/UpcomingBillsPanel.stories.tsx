import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { UpcomingBillsPanel } from './UpcomingBillsPanel';
import { panelStates } from './panel-stories';
import { atSampleMonth, withDashboardRoute } from './story-setup';

const meta = {
  title: 'Dashboard/Upcoming Bills',
  component: UpcomingBillsPanel,
  decorators: [withDashboardRoute],
  beforeEach: atSampleMonth,
} satisfies Meta<typeof UpcomingBillsPanel>;

export default meta;

const states = panelStates(['upcomingBills'], {
  loaded: async (canvas) => {
    await expect(await canvas.findByRole('link', { name: 'PEAK FITNESS CLUB' })).toHaveAttribute('href', '/transactions?search=PEAK+FITNESS+CLUB&direction=outflow');
  },
  emptyText: 'No bills due soon',
});

export const Loaded = states.Loaded;
export const Loading = states.Loading;
export const Empty = states.Empty;
export const Failed = states.Failed;
