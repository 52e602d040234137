import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'Foundations/Components/Spinner',
  component: Spinner,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = { args: { size: 'sm' } };

export const Centered: Story = {
  args: { layout: 'centered' },
  parameters: { layout: 'fullscreen' },
};

export const FullPage: Story = {
  args: { layout: 'fullPage', size: 'lg' },
  parameters: { layout: 'fullscreen' },
};

export const WithLabel: Story = {
  args: { layout: 'centered', showLabel: true, label: 'Loading your accounts…' },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading your accounts…')).toBeVisible();
  },
};
