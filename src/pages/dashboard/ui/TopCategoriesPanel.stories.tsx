import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TopCategoriesPanel } from './TopCategoriesPanel';
import { panelStates } from './panel-stories';
import { atSampleMonth, withDashboardRoute } from './story-setup';

const meta = {
  title: 'Dashboard/Top Categories',
  component: TopCategoriesPanel,
  decorators: [withDashboardRoute],
  beforeEach: atSampleMonth,
} satisfies Meta<typeof TopCategoriesPanel>;

export default meta;

const states = panelStates(['spendStats'], {
  loaded: async (canvas) => {
    await expect(await canvas.findByRole('link', { name: 'Rent and utilities' })).toBeInTheDocument();
  },
});

export const Loaded = states.Loaded;
export const Loading = states.Loading;
export const Empty = states.Empty;
export const Failed = states.Failed;
