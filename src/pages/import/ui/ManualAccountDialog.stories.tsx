import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { accessToken, type ManualAccountInput } from '@/shared/api';
import { animationsSettled, expectNoAxeViolations } from '@/shared/test-kit';
import { Toaster, toaster } from '@/shared/ui';
import { MANUAL_CASH, MANUAL_CHECKING } from '../testing/fixtures';
import { importHandlers } from '../testing/handlers';
import { ManualAccounts } from './ManualAccounts';

const meta = {
  title: 'Accounts/Manual account dialog',
  component: ManualAccounts,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '48rem', padding: '2rem 1.5rem' }}>
        <Story />
        <Toaster />
      </div>
    ),
  ],
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'wide' } },
  beforeEach: () => {
    accessToken.value = 'story-token';
    return () => {
      accessToken.value = null;
      toaster.remove();
    };
  },
} satisfies Meta<typeof ManualAccounts>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
let created: ManualAccountInput | null = null;

/** Adding an account: name, type, opening balance and date, today by default. */
export const AddAccount: Story = {
  args: { initialEditing: { kind: 'add' } },
  beforeEach({ msw }) {
    msw.use(...importHandlers());
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Add a manual account' }));
    await expect(dialog.getByLabelText('Name')).toHaveValue('');
    await expect(dialog.getByLabelText('Account type')).toHaveDisplayValue('Checking');
    await expect(dialog.getByLabelText('Opening balance')).toHaveValue('0');
    await expect(dialog.getByLabelText('Opening date')).not.toHaveValue('');
    await animationsSettled(canvasElement.ownerDocument.body);
    await expectNoAxeViolations(canvasElement.ownerDocument.body);
  },
};

/** The same dialog at 390 px. */
export const AddAccountOnPhone: Story = {
  ...AddAccount,
  globals: { viewport: { value: 'phone' } },
};

/** Saving without a name or with an amount that is not one: each field says what is wrong, nothing is sent. */
export const Invalid: Story = {
  args: { initialEditing: { kind: 'add' } },
  beforeEach({ msw }) {
    created = null;
    msw.use(...importHandlers({ onCreateAccount: (input) => (created = input) }));
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Add a manual account' }));
    await userEvent.clear(dialog.getByLabelText('Opening balance'));
    await userEvent.type(dialog.getByLabelText('Opening balance'), '12,34,5x');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByLabelText('Name')).toHaveAccessibleDescription('Give the account a name.');
    await expect(dialog.getByLabelText('Opening balance')).toHaveAccessibleDescription('Write an amount such as 1250.00 or -40.');
    await expect(created).toBeNull();
  },
};

/** A saved account is sent as the contract has it, then listed with its balance. */
export const Saved: Story = {
  args: { initialEditing: { kind: 'add' } },
  beforeEach({ msw }) {
    created = null;
    msw.use(...importHandlers({ manualAccounts: [], onCreateAccount: (input) => (created = input) }));
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Add a manual account' }));
    await userEvent.type(dialog.getByLabelText('Name'), 'Cash wallet');
    await userEvent.selectOptions(dialog.getByLabelText('Account type'), 'cash');
    await userEvent.clear(dialog.getByLabelText('Opening balance'));
    await userEvent.type(dialog.getByLabelText('Opening balance'), '1,250.50');
    await userEvent.clear(dialog.getByLabelText('Opening date'));
    await userEvent.type(dialog.getByLabelText('Opening date'), '2024-02-01');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(created).toEqual({ name: 'Cash wallet', type: 'cash', opening_balance: 1250.5, opening_date: '2024-02-01' }));
    await expect(await within(canvasElement).findByText('$1,250.50')).toBeInTheDocument();
  },
};

/** Editing an account: its name, opening balance and date (its type stays). */
export const EditAccount: Story = {
  args: { initialEditing: { kind: 'edit', account: MANUAL_CHECKING } },
  beforeEach({ msw }) {
    msw.use(...importHandlers());
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Edit manual account' }));
    await expect(dialog.getByLabelText('Name')).toHaveValue(MANUAL_CHECKING.name);
    await expect(dialog.queryByLabelText('Account type')).toBeNull();
    await expect(dialog.getByLabelText('Opening balance')).toHaveValue('1200');
    await userEvent.clear(dialog.getByLabelText('Name'));
    await userEvent.type(dialog.getByLabelText('Name'), 'Joint checking{Enter}');
    await expect(await within(canvasElement).findByText('Joint checking')).toBeInTheDocument();
  },
};

/** Removing asks first, and says what goes with the account. */
export const RemoveAccount: Story = {
  args: { initialEditing: { kind: 'remove', account: MANUAL_CASH } },
  beforeEach({ msw }) {
    msw.use(...importHandlers());
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Remove this account?' }));
    await expect(dialog.getByText(/Cash wallet, its transactions and the imports into it will be deleted/)).toBeInTheDocument();
    await animationsSettled(canvasElement.ownerDocument.body);
    await expectNoAxeViolations(canvasElement.ownerDocument.body);
  },
};
