import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SAMPLE_BALANCES } from '@/entities/account/testing';
import type { Account } from '@/shared/api';
import { animationsSettled, expectNoAxeViolations, signedInStory } from '@/shared/test-kit';
import { RenameAccountDialog } from './RenameAccountDialog';

const CHECKING = SAMPLE_BALANCES.find((account) => account.type === 'depository')!;
const RENAMED: Account = { ...CHECKING, account_name: 'Bills account', renamed: true };

/** The bodies each PATCH was sent, in order. */
const sent: unknown[] = [];
const answer = http.patch('*/api/accounts/:accountId', async ({ request }) => {
  const body = (await request.json()) as { name: string | null };
  sent.push(body);
  return HttpResponse.json(body.name === null ? { ...CHECKING, renamed: false } : { ...CHECKING, account_name: body.name, renamed: true });
});

const meta = {
  title: 'Accounts/Rename account dialog',
  component: RenameAccountDialog,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'wide' } },
  args: { account: CHECKING, onClose: fn(), onSaved: fn() },
  beforeEach: () => {
    sent.length = 0;
    return signedInStory()();
  },
} satisfies Meta<typeof RenameAccountDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** By keyboard: the name is typed over and Enter saves it, trimmed. */
export const Rename: Story = {
  beforeEach({ msw }) {
    msw.use(answer);
  },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Rename this account' }));
    await animationsSettled(canvasElement.ownerDocument.body);
    const field = dialog.getByRole('textbox', { name: 'Account name' });
    await expect(field).toHaveValue(CHECKING.account_name);
    await expectNoAxeViolations(canvasElement.ownerDocument.body);
    await userEvent.clear(field);
    await userEvent.type(field, ' Bills account {Enter}');
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(expect.objectContaining({ account_name: 'Bills account', renamed: true })));
    await expect(sent).toEqual([{ name: 'Bills account' }]);
  },
};

/** An empty name is not sent: the field says why. */
export const EmptyName: Story = {
  beforeEach({ msw }) {
    msw.use(answer);
  },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Rename this account' }));
    await animationsSettled(canvasElement.ownerDocument.body);
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Account name' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Enter a name of 1 to 60 characters.')).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();
    await expect(sent).toEqual([]);
    await expectNoAxeViolations(canvasElement.ownerDocument.body);
  },
};

/** An account already renamed can take its bank's name back. */
export const BackToTheBanksName: Story = {
  args: { account: RENAMED },
  beforeEach({ msw }) {
    msw.use(answer);
  },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Rename this account' }));
    await animationsSettled(canvasElement.ownerDocument.body);
    await expect(dialog.getByRole('textbox', { name: 'Account name' })).toHaveValue('Bills account');
    await userEvent.click(dialog.getByRole('button', { name: 'Use the bank’s name' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(expect.objectContaining({ renamed: false })));
    await expect(sent).toEqual([{ name: null }]);
    await expectNoAxeViolations(canvasElement.ownerDocument.body);
  },
};

export const OnPhone: Story = { ...Rename, globals: { viewport: { value: 'phone' } } };
