import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type ManualAccountInput } from '@/shared/api';
import { animationsSettled, expectNoAxeViolations, signedInStory } from '@/shared/test-kit';
import { Toaster, toaster } from '@/shared/ui';
import { MANUAL_ACCOUNTS_WITH_HOME, MANUAL_CASH, MANUAL_CHECKING, MANUAL_HOME } from '../testing/fixtures';
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
  beforeEach: signedInStory(() => toaster.remove()),
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
    // The list behind the dialog, whose answer may come after the dialog opened on a busy machine: checked once it is there.
    await expect(await within(canvasElement).findByText(MANUAL_CASH.name)).toBeInTheDocument();
    await animationsSettled(canvasElement.ownerDocument.body);
    await expectNoAxeViolations(canvasElement.ownerDocument.body);
  },
};

/** A home among the accounts: valued by hand, it says when it was last valued and offers "Update value". */
export const WithHome: Story = {
  beforeEach({ msw }) {
    msw.use(...importHandlers({ manualAccounts: MANUAL_ACCOUNTS_WITH_HOME }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Maple Street house')).toBeInTheDocument();
    await expect(canvas.getByText(/Home · valued/)).toBeInTheDocument();
    await expect(canvas.getByText('$512,500.00')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Update value of Maple Street house' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Update value of Credit union checking' })).toBeNull();
    await expectNoAxeViolations(canvasElement);
  },
};

/** Adding a home: the kinds valued by hand ask for a value and its date, not an opening balance. */
export const AddHome: Story = {
  args: { initialEditing: { kind: 'add' } },
  beforeEach({ msw }) {
    created = null;
    msw.use(...importHandlers({ manualAccounts: [], onCreateAccount: (input) => (created = input) }));
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Add a manual account' }));
    await userEvent.type(dialog.getByLabelText('Name'), 'Maple Street house');
    await userEvent.selectOptions(dialog.getByLabelText('Account type'), 'home');
    await expect(dialog.queryByLabelText('Opening balance')).toBeNull();
    await userEvent.clear(dialog.getByLabelText('Value'));
    await userEvent.type(dialog.getByLabelText('Value'), '-5');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByLabelText('Value')).toHaveAccessibleDescription('Write an amount of zero or more, such as 425000.');
    await expect(created).toBeNull();
    await userEvent.clear(dialog.getByLabelText('Value'));
    await userEvent.type(dialog.getByLabelText('Value'), '512,500');
    await userEvent.clear(dialog.getByLabelText('Value as of'));
    await userEvent.type(dialog.getByLabelText('Value as of'), '2026-03-01');
    await animationsSettled(canvasElement.ownerDocument.body);
    await expectNoAxeViolations(canvasElement.ownerDocument.body);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(created).toEqual({ name: 'Maple Street house', type: 'home', opening_balance: 512500, opening_date: '2026-03-01' }));
  },
};

/** Updating what a home is worth: a value and its date (today by default), then listed at the new value. */
export const UpdateValue: Story = {
  args: { initialEditing: { kind: 'value', account: MANUAL_HOME } },
  beforeEach({ msw }) {
    msw.use(...importHandlers({ manualAccounts: MANUAL_ACCOUNTS_WITH_HOME }));
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Update the value of Maple Street house' }));
    await expect(dialog.getByLabelText('Value')).toHaveValue('512500');
    await expect(dialog.getByLabelText('Value as of')).not.toHaveValue('');
    await animationsSettled(canvasElement.ownerDocument.body);
    await expectNoAxeViolations(canvasElement.ownerDocument.body);
    await userEvent.clear(dialog.getByLabelText('Value'));
    await userEvent.type(dialog.getByLabelText('Value'), '530000{Enter}');
    await expect(await within(canvasElement).findByText('$530,000.00')).toBeInTheDocument();
  },
};
