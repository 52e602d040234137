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

const openByHover = async (canvasElement: HTMLElement) => {
  const trigger = within(canvasElement).getByRole('button', { name: 'Asks: 3/100' });
  await userEvent.hover(trigger);
  await expect(await within(canvasElement.ownerDocument.body).findByRole('tooltip')).toHaveTextContent(ASKS_QUOTA_HINT);
  return trigger;
};

/** Shown while the pointer rests on its trigger. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await openByHover(canvasElement);
  },
};

/** Gone once the pointer leaves its trigger. */
export const ClosedWhenThePointerLeaves: Story = {
  play: async ({ canvasElement }) => {
    const trigger = await openByHover(canvasElement);
    await userEvent.unhover(trigger);
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

const longPress = async (canvasElement: HTMLElement) => {
  const trigger = within(canvasElement).getByRole('button', { name: 'Asks: 3/100' });
  touch('pointerdown', trigger);
  // Shown after the touch delay (TOOLTIP_TOUCH_DELAY_MS), not at once: a tap stays a tap.
  await expect(within(canvasElement.ownerDocument.body).queryByRole('tooltip')).not.toBeInTheDocument();
  await expect(await within(canvasElement.ownerDocument.body).findByRole('tooltip', {}, { timeout: TOOLTIP_TOUCH_DELAY_MS + 5_000 })).toBeInTheDocument();
  touch('pointerup', trigger);
  touch('pointerleave', trigger);
};

/** On a touch screen a long press shows it, and it stays once the finger lifts (it leaves after TOOLTIP_LEAVE_TOUCH_DELAY_MS). */
export const TouchLongPress: Story = {
  play: async ({ canvasElement }) => {
    await longPress(canvasElement);
    await expect(within(canvasElement.ownerDocument.body).getByRole('tooltip')).toBeInTheDocument();
  },
};

/** After a long press, it leaves a while after the finger lifts. */
export const TouchReleased: Story = {
  play: async ({ canvasElement }) => {
    await longPress(canvasElement);
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('tooltip')).not.toBeInTheDocument(), {
      timeout: TOOLTIP_LEAVE_TOUCH_DELAY_MS + 5_000,
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
