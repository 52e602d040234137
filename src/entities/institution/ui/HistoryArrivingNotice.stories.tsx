import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HistoryArrivingNotice } from './HistoryArrivingNotice';

const MESSAGE = 'Your last 30 days are here; older history is on its way';
const arriving = {
  complete: false,
  covers_from: '2026-10-30',
  message: MESSAGE,
  items: [{ external_id: 'item-1', institution_name: 'Paisley Financial', status: 'recent' as const, covers_from: '2026-10-30' }],
};

const meta = {
  title: 'Entities/Institution/History Arriving Notice',
  component: HistoryArrivingNotice,
} satisfies Meta<typeof HistoryArrivingNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The last 30 days are in; the older history is still on its way. */
export const OlderHistoryOnItsWay: Story = {
  args: { coverage: arriving },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(MESSAGE);
  },
};

/** A period that starts before the covered days: the page says its figures are partial. */
export const PeriodBeforeTheCoveredDays: Story = {
  args: { coverage: arriving, periodStart: '2026-10-01' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(MESSAGE);
  },
};

/** Full history: nothing to say. */
export const FullHistory: Story = {
  args: { coverage: { complete: true, covers_from: null, message: null, items: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};
