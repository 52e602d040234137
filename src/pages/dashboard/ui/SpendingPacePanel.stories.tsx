import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SpendingPacePanel } from './SpendingPacePanel';
import { panelStates } from './panel-stories';
import { atSampleMonth, withDashboardRoute } from './story-setup';

const meta = {
  title: 'Pages/Dashboard/Spending pace',
  component: SpendingPacePanel,
  args: { comparedLabel: 'September 2026' },
  decorators: [withDashboardRoute],
  beforeEach: atSampleMonth,
} satisfies Meta<typeof SpendingPacePanel>;

export default meta;

const states = panelStates(['lineChart'], {
  loaded: async (canvas) => {
    await expect(await canvas.findByRole('img', { name: /^Line chart of cumulative spending/ }, { timeout: 10_000 })).toBeInTheDocument();
  },
});

export const Loaded = states.Loaded;
export const Loading = states.Loading;
export const Empty = states.Empty;
export const Failed = states.Failed;
