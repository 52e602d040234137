import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { dashboardHandlers } from '@/entities/dashboard/testing';
import { expectNoAxeViolations } from '@/shared/test-kit';
import { SpendingPacePanel } from './SpendingPacePanel';
import { panelStates } from './panel-stories';
import { atSampleMonth, withDashboardRoute } from './story-setup';

const meta = {
  title: 'Dashboard/Spending Pace',
  component: SpendingPacePanel,
  decorators: [withDashboardRoute],
  beforeEach: atSampleMonth,
} satisfies Meta<typeof SpendingPacePanel>;

export default meta;

const states = panelStates(['lineChart'], {
  loaded: async (canvas) => {
    await expect(await canvas.findByRole('img', { name: /^Line chart of cumulative spending/ }, { timeout: 10_000 })).toBeInTheDocument();
    // The month ended: its total against all of September's, lined up to end together.
    await expect(canvas.getByText(/spent through Oct 31, 2026: .* more than September 2026\.$/)).toBeInTheDocument();
  },
});

export const Loaded = states.Loaded;
export const Loading = states.Loading;
export const Empty = states.Empty;
export const Failed = states.Failed;

/** October 2026 on its 27th day: the running total to date against September's on its 27th day, with the percentage the spend statistics give. */
export const InProgress: StoryObj<typeof meta> = {
  beforeEach({ msw }) {
    msw.use(...dashboardHandlers({}, { inProgress: true }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: /^Line chart of cumulative spending/ }, { timeout: 10_000 })).toBeInTheDocument();
    await expect(canvas.getByText(/spent through Oct 27, 2026: \$[\d,.]+ \(11\.1%\) more than Sep 1–27\.$/)).toBeInTheDocument();
    await expectNoAxeViolations(canvasElement);
  },
};
