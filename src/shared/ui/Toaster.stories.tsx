import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './Button';
import { Toaster } from './Toaster';
import { notify } from './toaster';
import { toaster } from './toast-store';

type Tone = keyof typeof notify;

interface ToastDemoProps {
  tone: Tone;
  text: string;
}

function ToastDemo({ tone, text }: ToastDemoProps) {
  return (
    <>
      <Button onClick={() => notify[tone](text)}>Show toast</Button>
      <Toaster />
    </>
  );
}

const meta = {
  title: 'Foundations/Components/Toasts',
  component: ToastDemo,
  parameters: { layout: 'fullscreen' },
  args: { tone: 'info', text: 'Please re-authenticate your bank connection using the Update Institution button.' },
  // The queue is app-wide: empty it after each story.
  beforeEach: () => () => toaster.remove(),
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const showToast = async (canvasElement: HTMLElement, text: string) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
  return within(canvasElement.ownerDocument.body).findByText(text);
};

export const Info: Story = {
  play: async ({ args, canvasElement }) => {
    const toast = await showToast(canvasElement, args.text);
    await expect(toast.closest('[data-type]')).toHaveAttribute('data-type', 'info');
  },
};

export const Success: Story = {
  args: { tone: 'success', text: 'Everyday Checking has been added! Loading your transactions...' },
  play: async ({ args, canvasElement }) => {
    const toast = await showToast(canvasElement, args.text);
    await expect(toast.closest('[data-type]')).toHaveAttribute('data-type', 'success');
  },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    text: 'First Platypus Bank already exists. Use the "UPDATE INSTITUTION" button to update or add accounts!',
  },
  play: async ({ args, canvasElement }) => {
    await showToast(canvasElement, args.text);
  },
};

export const ErrorToast: Story = {
  name: 'Error',
  args: { tone: 'error', text: 'An error occurred while linking your account' },
  play: async ({ args, canvasElement }) => {
    const toast = await showToast(canvasElement, args.text);
    await expect(toast.closest('[data-type]')).toHaveAttribute('data-type', 'error');
  },
};

export const TopRight: Story = {
  play: async ({ args, canvasElement }) => {
    const toast = await showToast(canvasElement, args.text);
    const group = toast.closest('[data-part=group]');
    await expect(group).toHaveAttribute('data-placement', 'top-end');
    const box = toast.closest('[data-part=root]')!.getBoundingClientRect();
    const view = canvasElement.ownerDocument.defaultView!;
    await expect(box.top).toBeLessThan(view.innerHeight / 2);
    await expect(box.right).toBeGreaterThan(view.innerWidth / 2);
  },
};

export const ClosedByButton: Story = {
  play: async ({ args, canvasElement }) => {
    const toast = await showToast(canvasElement, args.text);
    const root = toast.closest<HTMLElement>('[data-part=root]')!;
    await userEvent.click(within(root).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByText(args.text)).not.toBeInTheDocument());
  },
};

const drag = (target: Element, fromX: number, toX: number) => {
  const options = { bubbles: true, pointerType: 'touch', pointerId: 7, isPrimary: true, button: 0, clientY: 40 };
  target.dispatchEvent(new PointerEvent('pointerdown', { ...options, clientX: fromX }));
  target.dispatchEvent(new PointerEvent('pointermove', { ...options, clientX: (fromX + toX) / 2 }));
  target.dispatchEvent(new PointerEvent('pointermove', { ...options, clientX: toX }));
  target.dispatchEvent(new PointerEvent('pointerup', { ...options, clientX: toX }));
};

export const SwipedAway: Story = {
  play: async ({ args, canvasElement, step }) => {
    const toast = await showToast(canvasElement, args.text);
    const root = toast.closest<HTMLElement>('[data-part=root]')!;
    const width = root.offsetWidth;

    await step('a short swipe snaps back', async () => {
      drag(root, 0, width * 0.5);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await expect(root).toBeInTheDocument();
      await expect(root).toHaveAttribute('data-state', 'open');
    });

    await step('a swipe past 80 % of the width dismisses it', async () => {
      drag(root, 0, width * 0.85);
      await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByText(args.text)).not.toBeInTheDocument());
    });
  },
};
