import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Logo } from './Logo';

const meta = {
  title: 'Foundations/Components/Logo',
  component: Logo,
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ledgerline')).toBeVisible();
  },
};

export const Compact: Story = {
  args: { compact: true },
  play: async ({ canvasElement }) => {
    // The name stays available to screen readers.
    await expect(within(canvasElement).getByText('Ledgerline')).toBeInTheDocument();
  },
};
