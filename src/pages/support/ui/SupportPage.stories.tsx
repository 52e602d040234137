import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SUPPORT_DESCRIPTION } from '../config/faq';
import { SupportPage } from './SupportPage';

const meta = {
  title: 'Shell/Support',
  component: SupportPage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SupportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The FAQ by topic, and the contact address. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    for (const topic of ['Linking your bank', 'Reconnecting a bank', 'Subscription and billing', 'The Budget AI Assistant', 'Your data']) {
      await expect(canvas.getByRole('heading', { level: 2, name: topic })).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: 'support@ledgerline.app' })).toHaveAttribute('href', 'mailto:support@ledgerline.app');
    await waitFor(() => expect(document.title).toBe('Support · Ledgerline'));
    await expect(document.head.querySelector('meta[name=description]')).toHaveAttribute('content', SUPPORT_DESCRIPTION);
  },
};

/** A question opens to its answer: the assistant's 100 asks a month. */
export const AnswerOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const question = canvas.getByText('How many questions can I ask?');
    await userEvent.click(question);
    await expect(question.closest('details')).toHaveAttribute('open');
    await expect(canvas.getByText('Each user gets 100 asks per month. The count resets at the start of each new month.')).toBeVisible();
  },
};
