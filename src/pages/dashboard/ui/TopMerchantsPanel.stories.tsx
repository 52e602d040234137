import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TopMerchantsPanel } from './TopMerchantsPanel';
import { panelStates } from './panel-stories';
import { atSampleMonth, withDashboardRoute } from './story-setup';

const meta = {
  title: 'Dashboard/Top Merchants',
  component: TopMerchantsPanel,
  decorators: [withDashboardRoute],
  beforeEach: atSampleMonth,
} satisfies Meta<typeof TopMerchantsPanel>;

export default meta;

const states = panelStates(['spendStats'], {
  loaded: async (canvas) => {
    await expect(await canvas.findByRole('link', { name: 'Shell' })).toHaveAttribute('href', '/merchantinsights?transaction=tx-fuel-1020');
  },
});

export const Loaded = states.Loaded;
export const Loading = states.Loading;
export const Empty = states.Empty;
export const Failed = states.Failed;
