import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HISTORY_COMPLETE, historyArriving } from '../testing/history';
import { HistoryArrivingNotice } from './HistoryArrivingNotice';

const MESSAGE = 'Your last 30 days are here; older history is on its way';

const meta = {
  title: 'Entities/Institution/History Arriving Notice',
  component: HistoryArrivingNotice,
} satisfies Meta<typeof HistoryArrivingNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The last 30 days are in; the older history is still on its way. */
export const OlderHistoryOnItsWay: Story = {
  args: { coverage: historyArriving('2026-10-30') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(MESSAGE);
  },
};

/** A page whose period starts before the covered days says what that means for it, on a second line. */
export const WithPageDetail: Story = {
  args: { coverage: historyArriving('2026-10-30'), detail: 'Rows before Oct 30, 2026 have not arrived yet.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(`${MESSAGE}Rows before Oct 30, 2026 have not arrived yet.`);
  },
};

/** Full history: nothing to say. */
export const FullHistory: Story = {
  args: { coverage: HISTORY_COMPLETE },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};
