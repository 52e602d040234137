import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SpendStatsPanel } from './SpendStatsPanel';
import { panelStates } from './panel-stories';
import { atSampleMonth, withDashboardRoute } from './story-setup';

const meta = {
  title: 'Pages/Dashboard/Spend stats',
  component: SpendStatsPanel,
  args: { comparedLabel: 'September 2026' },
  decorators: [withDashboardRoute],
  beforeEach: atSampleMonth,
} satisfies Meta<typeof SpendStatsPanel>;

export default meta;

const states = panelStates(['spendStats'], {
  loaded: async (canvas) => {
    await expect(await canvas.findByText('$2,717.83')).toBeInTheDocument();
  },
});

export const Loaded = states.Loaded;
export const Loading = states.Loading;
export const Empty = states.Empty;
export const Failed = states.Failed;
