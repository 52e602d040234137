import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { animationsSettled, expectNoAxeViolations } from '@/shared/test-kit';
import { ACCOUNTS, LOADED, NETFLIX } from '../testing/fixtures';
import { RecurringView } from './RecurringPage';
import { AddRecurringDialog, ChangeAmountDialog, ChangeKindDialog } from './StreamDialogs';

const meta = {
  title: 'Recurring/Recurring payments',
  component: RecurringView,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '56rem', padding: '2rem 1.5rem' }}>
        <main>
          <h1>Recurring payments</h1>
          <Story />
        </main>
      </div>
    ),
  ],
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'wide' } },
  args: { read: { data: LOADED, failed: false, retry: fn() }, onAction: fn(), onAdd: fn() },
} satisfies Meta<typeof RecurringView>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Streams by kind, each kind with its monthly total; the ones not counted apart. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const subscriptions = within(canvas.getByRole('region', { name: 'Subscriptions' }));
    await expect(subscriptions.getByText('$59.32', { selector: 'p' })).toBeVisible();
    await expect(subscriptions.getByRole('button', { name: 'Actions for Netflix' })).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Bills' })).getByText('$84.17', { selector: 'p' })).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Not counted' })).getByRole('button', { name: 'Actions for Old Magazine' })).toBeVisible();
    const disclosure = canvas.getByRole('button', { name: 'Last payments Netflix' });
    await userEvent.click(disclosure);
    await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Nov 5, 2026' })).toBeVisible();
    await expectNoAxeViolations(canvasElement.ownerDocument.body);
  },
};

export const LoadedOnPhone: Story = { ...Loaded, globals: { viewport: { value: 'phone' } } };

/** The row menu, by keyboard: a synced stream has no Delete, one added by hand has. */
export const RowMenu: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Actions for Netflix' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = within(await body(canvasElement).findByRole('menu'));
    await animationsSettled(canvasElement.ownerDocument.body);
    await expect(menu.getByRole('menuitem', { name: 'Not recurring' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Change kind…' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Change amount…' })).toBeVisible();
    await expect(menu.queryByRole('menuitem', { name: 'Delete' })).toBeNull();
    await expectNoAxeViolations(canvasElement.ownerDocument.body);
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('notRecurring', NETFLIX);
  },
};

/** Nothing recurring yet (or no bank linked): what appears here, and adding one. */
export const Empty: Story = {
  args: { read: { data: { streams: [], totals: [] }, failed: false, retry: fn() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No recurring payments yet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add recurring payment' })).toBeVisible();
    await expectNoAxeViolations(canvasElement.ownerDocument.body);
  },
};

/** The list could not be loaded: said at once, with Try again. */
export const Failed: Story = {
  args: { read: { data: undefined, failed: true, retry: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Recurring payments could not be loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.read.retry).toHaveBeenCalled();
    await expectNoAxeViolations(canvasElement.ownerDocument.body);
  },
};

export const Loading: Story = {
  args: { read: { data: undefined, failed: false, retry: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading recurring payments…' })).toBeInTheDocument();
    await expectNoAxeViolations(canvasElement.ownerDocument.body);
  },
};

/** Adding one by hand: what it is, how much, how often, when next, and (optionally) the account it goes through. */
export const AddDialog: Story = {
  render: () => <AddRecurringDialog accounts={ACCOUNTS} onClose={fn()} onSaved={fn()} />,
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Add recurring payment' }));
    const account = dialog.getByLabelText('Account');
    await expect(account).toHaveDisplayValue('No particular account');
    await expect(within(account).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'No particular account',
      'Everyday Checking ••0000 (First Platypus Bank)',
      'Platypus Rewards Card ••3333 (First Platypus Bank)',
    ]);
    await animationsSettled(canvasElement.ownerDocument.body);
    await expectNoAxeViolations(canvasElement.ownerDocument.body);
  },
};

/** Adding one with nothing filled in: each field says what is wrong, nothing is sent. */
export const AddDialogInvalid: Story = {
  render: () => <AddRecurringDialog accounts={ACCOUNTS} onClose={fn()} onSaved={fn()} />,
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Add recurring payment' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByLabelText('Merchant or description')).toHaveAccessibleDescription('Enter who you pay or who pays you.');
    await expect(dialog.getByLabelText('Expected amount')).toHaveAccessibleDescription('Enter an amount above zero, like 15.99.');
    await expect(dialog.getByLabelText('Kind')).toHaveDisplayValue('Subscriptions');
    await expect(dialog.getByLabelText('How often')).toHaveDisplayValue('Monthly');
    await animationsSettled(canvasElement.ownerDocument.body);
    await expectNoAxeViolations(canvasElement.ownerDocument.body);
  },
};

export const ChangeKind: Story = {
  render: () => <ChangeKindDialog stream={NETFLIX} onClose={fn()} onSaved={fn()} />,
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Change the kind of Netflix' }));
    await expect(dialog.getByLabelText('Kind')).toHaveDisplayValue('Subscriptions');
    await animationsSettled(canvasElement.ownerDocument.body);
    await expectNoAxeViolations(canvasElement.ownerDocument.body);
  },
};

/** An amount that is not one is refused in the dialog. */
export const ChangeAmountInvalid: Story = {
  render: () => <ChangeAmountDialog stream={NETFLIX} onClose={fn()} onSaved={fn()} />,
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Change the amount of Netflix' }));
    const field = dialog.getByLabelText('Expected amount');
    await expect(field).toHaveValue('15.99');
    await userEvent.clear(field);
    await userEvent.type(field, '0');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(field).toHaveAccessibleDescription('Enter an amount above zero, like 15.99.');
    await animationsSettled(canvasElement.ownerDocument.body);
    await expectNoAxeViolations(canvasElement.ownerDocument.body);
  },
};
