import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { dashboardHandlers } from '@/entities/dashboard/testing';
import { expectNoAxeViolations } from '@/shared/test-kit';
import { SpendStatsPanel } from './SpendStatsPanel';
import { panelStates } from './panel-stories';
import { atSampleMonth, withDashboardRoute } from './story-setup';

const meta = {
  title: 'Dashboard/Spend Stats',
  component: SpendStatsPanel,
  decorators: [withDashboardRoute],
  beforeEach: atSampleMonth,
} satisfies Meta<typeof SpendStatsPanel>;

export default meta;

const states = panelStates(['spendStats'], {
  loaded: async (canvas) => {
    await expect(await canvas.findByText('$2,717.83')).toBeInTheDocument();
    // A month that has ended, against the whole month before: $3,482.17 against $3,120.50 is 11.6% more.
    await expect(canvas.getByText('October 2026, against September 2026.')).toBeInTheDocument();
    await expect(canvas.getByText('11.6% more than September 2026')).toBeInTheDocument();
    await expect(canvas.getByText('Spent ÷ 31 days')).toBeInTheDocument();
  },
});

export const Loaded = states.Loaded;
export const Loading = states.Loading;
export const Empty = states.Empty;
export const Failed = states.Failed;

/**
 * October 2026 on its 27th day (README, "Periods compared"): counted to that day against September
 * 1–27, in words, and the daily average over the 27 days.
 */
export const InProgress: StoryObj<typeof meta> = {
  beforeEach({ msw }) {
    msw.use(...dashboardHandlers({}, { inProgress: true }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Oct 1–27 so far, against Sep 1–27.')).toBeInTheDocument();
    // $1,871.70 against $1,684.55 is 11.1% more (the pace chart's figure for the day); the daily average $69.32 over 27 days.
    // Spent and the daily average alike: both over the same 27 days.
    await expect(canvas.getAllByText('11.1% more than Sep 1–27')).toHaveLength(2);
    await expect(canvas.getByText('$69.32')).toBeInTheDocument();
    await expect(canvas.getByText('Spent ÷ 27 days')).toBeInTheDocument();
    await expectNoAxeViolations(canvasElement);
  },
};
