import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ASKS_QUOTA_HINT, TOOLTIP_LEAVE_TOUCH_DELAY_MS, TOOLTIP_TOUCH_DELAY_MS } from '@/shared/config';
import { Button } from './Button';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Foundations/Components/Tooltip',
  component: Tooltip,
  args: {
    content: ASKS_QUOTA_HINT,
    children: (
      <Button variant="ghost" tone="neutral" size="sm">
        Asks: 3/100
      </Button>
    ),
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const touch = (type: string, target: Element) =>
  target.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType: 'touch', isPrimary: true, button: 0 }));

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole('tooltip')).not.toBeInTheDocument();
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Asks: 3/100' });

    await userEvent.hover(trigger);
    await expect(await page.findByRole('tooltip')).toHaveTextContent(ASKS_QUOTA_HINT);

    await userEvent.unhover(trigger);
    await waitFor(() => expect(page.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const TouchLongPress: Story = {
  play: async ({ canvasElement, step }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Asks: 3/100' });

    await step('a long press opens it after the touch delay', async () => {
      touch('pointerdown', trigger);
      await new Promise((resolve) => setTimeout(resolve, TOOLTIP_TOUCH_DELAY_MS / 2));
      await expect(page.queryByRole('tooltip')).not.toBeInTheDocument();
      await expect(await page.findByRole('tooltip', {}, { timeout: TOOLTIP_TOUCH_DELAY_MS })).toBeInTheDocument();
    });

    await step('it stays after the finger lifts, then leaves after the leave-touch delay', async () => {
      touch('pointerup', trigger);
      touch('pointerleave', trigger);
      await new Promise((resolve) => setTimeout(resolve, TOOLTIP_LEAVE_TOUCH_DELAY_MS / 2));
      await expect(page.getByRole('tooltip')).toBeInTheDocument();
      await waitFor(() => expect(page.queryByRole('tooltip')).not.toBeInTheDocument(), {
        timeout: TOOLTIP_LEAVE_TOUCH_DELAY_MS,
      });
    });
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Asks: 3/100' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(within(canvasElement.ownerDocument.body).queryByRole('tooltip')).not.toBeInTheDocument();
  },
};
