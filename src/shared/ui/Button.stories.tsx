import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Foundations/Components/Button',
  component: Button,
  args: { children: 'Link Accounts', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Solid: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Link Accounts' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Outline: Story = { args: { variant: 'outline', children: 'Update Institution' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Load Previous' } };

export const Neutral: Story = { args: { variant: 'outline', tone: 'neutral', children: 'Cancel' } };

export const Danger: Story = { args: { tone: 'danger', children: 'Delete' } };

export const Small: Story = { args: { size: 'sm', children: 'Continue' } };

export const Large: Story = { args: { size: 'lg', children: 'Get started' } };

export const Disabled: Story = {
  args: { disabled: true, children: 'Linking...' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Linking...' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  args: { asChild: true, children: <a href="#support">Support</a> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Support' })).toHaveAttribute('href', '#support');
  },
};
