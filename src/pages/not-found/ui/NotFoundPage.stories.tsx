import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { NotFoundPage } from './NotFoundPage';

const meta = {
  title: 'Shell/Page Not Found',
  component: NotFoundPage,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <Router hook={memoryLocation({ path: '/404' }).hook}>
        <Story />
      </Router>
    ),
  ],
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Says so, and offers the way home. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Page not found · Ledgerline'));
    await expect(document.head.querySelector('meta[name=description]')).toHaveAttribute('content', expect.stringContaining('does not exist'));
  },
};
