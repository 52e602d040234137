import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { PRIVACY_DESCRIPTION, PRIVACY_SECTIONS } from '../config/sections';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';

const meta = {
  title: 'Shell/Privacy Policy',
  component: PrivacyPolicyPage,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <Router hook={memoryLocation({ path: '/privacy-policy' }).hook}>
        <Story />
      </Router>
    ),
  ],
} satisfies Meta<typeof PrivacyPolicyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What is collected, Plaid, the model provider, retention, export and deletion. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(PRIVACY_SECTIONS.length);
    for (const name of ['What we collect', 'Bank linking with Plaid', 'The AI model provider', 'How long we keep it', 'Export, deletion and your rights']) {
      await expect(canvas.getByRole('heading', { level: 2, name: new RegExp(name) })).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: /End User Privacy Policy/ })).toHaveAttribute('href', 'https://plaid.com/legal/#end-user-privacy-policy');
    await expect(canvas.getByText(/OpenAI-compatible/)).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Privacy Policy · Ledgerline'));
    await expect(document.head.querySelector('meta[name=description]')).toHaveAttribute('content', PRIVACY_DESCRIPTION);
  },
};
