import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CategoryTrendPanel } from './CategoryTrendPanel';
import { panelStates } from './panel-stories';
import { atSampleMonth, withDashboardRoute } from './story-setup';

const meta = {
  title: 'Dashboard/Spending by Category',
  component: CategoryTrendPanel,
  decorators: [withDashboardRoute],
  beforeEach: atSampleMonth,
} satisfies Meta<typeof CategoryTrendPanel>;

export default meta;

const states = panelStates(['timeSeries'], {
  loaded: async (canvas) => {
    await expect(await canvas.findByRole('img', { name: /^Stacked bar chart of spending by category, 5 weeks/ }, { timeout: 10_000 })).toBeInTheDocument();
  },
});

export const Loaded = states.Loaded;
export const Loading = states.Loading;
export const Empty = states.Empty;
export const Failed = states.Failed;
