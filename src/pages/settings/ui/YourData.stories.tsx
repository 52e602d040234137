import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { authUser } from '@/entities/session';
import { FAKE_IDENTITY_USER } from '@/entities/session/testing';
import { accessToken } from '@/shared/api';
import { Toaster, toaster } from '@/shared/ui';
import { YourData } from './YourData';

const EMAIL = FAKE_IDENTITY_USER.email!;

const withToaster: Decorator = (Story) => (
  <div style={{ maxWidth: '48rem', padding: '2rem 1.5rem' }}>
    <Story />
    <Toaster />
  </div>
);

const meta = {
  title: 'Settings/Your Data',
  component: YourData,
  decorators: [withToaster],
  beforeEach: () => {
    accessToken.value = 'story-token';
    authUser.value = FAKE_IDENTITY_USER;
    return () => {
      accessToken.value = null;
      authUser.value = null;
      toaster.remove();
    };
  },
} satisfies Meta<typeof YourData>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const openDeleteDialog = async (canvasElement: HTMLElement) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Delete my account' }));
  const dialog = await body(canvasElement).findByRole('dialog', { name: 'Delete your account?' });
  return within(dialog);
};

/** The section: export and delete, each with what it does. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Export my data' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Delete my account' })).toBeEnabled();
  },
};

/** Export: the server's ZIP is handed to the browser as a download, and a toast says so. */
export const Exported: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/export', () =>
        HttpResponse.arrayBuffer(new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]).buffer, {
          headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="ledgerline-export-2026-11-24.zip"' },
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const downloads: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    };
    try {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export my data' }));
      await expect(await body(canvasElement).findByText('Your data has been downloaded.', {}, { timeout: 10_000 })).toBeInTheDocument();
      await expect(downloads).toEqual(['ledgerline-export-2026-11-24.zip']);
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
  },
};

/** The export is being prepared: the button says so and stays focusable. */
export const Exporting: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/export', () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export my data' }));
    const busy = await within(canvasElement).findByRole('button', { name: 'Preparing your file…' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(busy).toHaveFocus();
  },
};

/** The export failed: an error toast, and the button is back. */
export const ExportFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/export', () => HttpResponse.json({ error: { error_code: 'INTERNAL_SERVER_ERROR', error_message: 'x' }, message: 'x' }, { status: 500 })));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export my data' }));
    await expect(await body(canvasElement).findByText("We couldn't prepare your data. Please try again.")).toBeInTheDocument();
    await expect(await within(canvasElement).findByRole('button', { name: 'Export my data' })).toBeEnabled();
  },
};

/** The dialog opens asking for the sign-in email; nothing typed, nothing to delete yet. */
export const DeleteDialogOpen: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDeleteDialog(canvasElement);
    await expect(dialog.getByLabelText(`Type ${EMAIL} to confirm`)).toHaveValue('');
    await expect(dialog.getByRole('button', { name: 'Delete my account' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/** Another address typed: it says so, and deleting stays impossible. */
export const DeleteEmailMismatch: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDeleteDialog(canvasElement);
    const field = dialog.getByLabelText(`Type ${EMAIL} to confirm`);
    await userEvent.type(field, 'someone@example.com');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription("That isn't the email address you sign in with.");
    await expect(dialog.getByRole('button', { name: 'Delete my account' })).toBeDisabled();
  },
};

/** The sign-in email typed (case does not matter): Delete my account is enabled. */
export const DeleteConfirmed: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDeleteDialog(canvasElement);
    await userEvent.type(dialog.getByLabelText(`Type ${EMAIL} to confirm`), EMAIL.toUpperCase());
    await expect(dialog.getByRole('button', { name: 'Delete my account' })).toBeEnabled();
    await expect(dialog.queryByText("That isn't the email address you sign in with.")).toBeNull();
  },
};

/** Deleting: the server is at work; the dialog cannot be closed or sent twice. */
export const Deleting: Story = {
  beforeEach({ msw }) {
    msw.use(http.delete('*/api/account', () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDeleteDialog(canvasElement);
    await userEvent.type(dialog.getByLabelText(`Type ${EMAIL} to confirm`), EMAIL);
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
    await expect(await dialog.findByRole('button', { name: 'Deleting…' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    // Still open (its entry animation may not have ended on a busy machine, so visible is waited for).
    const stillOpen = body(canvasElement).getByRole('dialog', { name: 'Delete your account?' });
    await expect(stillOpen).toHaveAttribute('data-state', 'open');
    await waitFor(() => expect(stillOpen).toBeVisible());
  },
};

/** The server could not finish (a vendor failed): nothing was deleted, the dialog says so and lets them try again. */
export const DeleteFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.delete('*/api/account', () => HttpResponse.json({ error: { error_code: 'VENDOR_ERROR', error_message: 'x' }, message: 'x' }, { status: 502 })));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDeleteDialog(canvasElement);
    await userEvent.type(dialog.getByLabelText(`Type ${EMAIL} to confirm`), EMAIL);
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent("We couldn't delete your account. Nothing was deleted; please try again.");
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Delete my account' })).toBeEnabled());
  },
};
