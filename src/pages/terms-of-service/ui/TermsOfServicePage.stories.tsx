import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { TERMS_DESCRIPTION, TERMS_SECTIONS } from '../config/sections';
import { TermsOfServicePage } from './TermsOfServicePage';

const meta = {
  title: 'Shell/Terms of Service',
  component: TermsOfServicePage,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <Router hook={memoryLocation({ path: '/terms-of-service' }).hook}>
        <Story />
      </Router>
    ),
  ],
} satisfies Meta<typeof TermsOfServicePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every section, listed on top and linked to. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    const contents = within(canvas.getByRole('navigation', { name: 'On this page' }));
    await expect(contents.getAllByRole('link')).toHaveLength(TERMS_SECTIONS.length);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(TERMS_SECTIONS.length);
    await expect(canvas.getByText(/14-day free trial/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await waitFor(() => expect(document.title).toBe('Terms of Service · Ledgerline'));
    await expect(document.head.querySelector('meta[name=description]')).toHaveAttribute('content', TERMS_DESCRIPTION);
  },
};
