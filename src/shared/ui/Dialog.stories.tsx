import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LINK_PITCH } from '@/shared/config';
import { Button } from './Button';
import { Dialog } from './Dialog';

const meta = {
  title: 'Foundations/Components/Dialog',
  component: Dialog,
  args: {
    title: "Let's Get Started!",
    description: 'Link your bank to see all your accounts and transactions in one place.',
    trigger: <Button>Add institution</Button>,
    children: (
      <ul>
        {LINK_PITCH.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    ),
    footer: <Button>Link Accounts</Button>,
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    // Ark renders the dialog in a portal at the end of <body>, outside the story's canvas.
    const page = within(canvasElement.ownerDocument.body);
    await expect(page.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add institution' }));
    const dialog = await page.findByRole('dialog', { name: "Let's Get Started!" });
    await expect(dialog).toHaveAccessibleDescription(/Link your bank/);
    // Visible once the opening fade is over.
    await waitFor(() => expect(within(dialog).getByText('Pay off your debts')).toBeVisible());

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: "Let's Get Started!" });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Link Accounts' })).toBeVisible());
  },
};

export const ClosedByEscape: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await page.findByRole('dialog', { name: "Let's Get Started!" });

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const WithoutDescription: Story = {
  args: {
    defaultOpen: true,
    title: 'Select and update your institution!',
    description: undefined,
    children: 'Connect more accounts or re-authenticate your account(s)!',
    footer: <Button disabled>Continue</Button>,
  },
};
