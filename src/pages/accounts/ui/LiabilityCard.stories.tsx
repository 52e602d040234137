import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SAMPLE_BALANCES, SAMPLE_LIABILITIES } from '@/entities/account/testing';
import { LiabilityCard } from './LiabilityCard';

const [VISA_LIABILITY, TARTAN_LIABILITY] = SAMPLE_LIABILITIES as [(typeof SAMPLE_LIABILITIES)[number], (typeof SAMPLE_LIABILITIES)[number]];
const accountOf = (id: string) => SAMPLE_BALANCES.find((account) => account.account_id === id)!;

const meta = {
  title: 'Accounts/Liability Card',
  component: LiabilityCard,
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ width: 'min(30rem, 92vw)' }}>{Story()}</div>],
  args: { liability: VISA_LIABILITY, account: accountOf(VISA_LIABILITY.account_id), today: '2026-11-23' },
} satisfies Meta<typeof LiabilityCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card in good standing: balance against the limit, what is due and when, statement, payment, APRs. */
export const Current: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Platypus Rewards Visa' });
    const facts = within(card);
    await expect(facts.getByText('$1,432.88')).toBeInTheDocument();
    await expect(facts.getByText('of $8,000.00 limit')).toBeInTheDocument();
    await expect(facts.getByRole('meter', { name: 'Credit used' })).toHaveAttribute('aria-valuetext', '18% of $8,000.00 limit used');
    await expect(facts.getByText('$35.00')).toBeInTheDocument();
    await expect(facts.getByText('in 12 days')).toBeInTheDocument();
    await expect(facts.getByText('$1,287.44 on Nov 8, 2026')).toBeInTheDocument();
    await expect(facts.getByText('$650.00 on Nov 2, 2026')).toBeInTheDocument();
    await expect(facts.getByText('Purchase APR')).toBeInTheDocument();
    await expect(facts.getByText('22.49%')).toBeInTheDocument();
    await expect(facts.getByText('Cash advance APR')).toBeInTheDocument();
    await expect(facts.queryByText('Payment overdue')).toBeNull();
    await expect(facts.queryByText('Due soon')).toBeNull();
    await expect(facts.queryByText('Paid')).toBeNull();
  },
};

/** The statement was paid in full the day before it is due: "Paid", and when, instead of "due tomorrow". */
export const Paid: Story = {
  args: { liability: { ...VISA_LIABILITY, next_payment_due_date: '2026-11-24', last_payment_date: '2026-11-22', last_payment_amount: 1287.44 } },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('article', { name: 'Platypus Rewards Visa' }));
    await expect(card.getByText('Paid', { exact: true })).toBeVisible();
    await expect(card.getByText('paid in full on Nov 22, 2026')).toBeVisible();
    await expect(card.queryByText('due tomorrow')).toBeNull();
    await expect(card.queryByText('Payment overdue')).toBeNull();
  },
};

/** The minimum was paid after the statement, not the whole balance: not overdue, and what is left to pay. */
export const MinimumPaid: Story = {
  args: { liability: { ...VISA_LIABILITY, next_payment_due_date: '2026-11-20', last_payment_date: '2026-11-15', last_payment_amount: 100, is_overdue: true } },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('article', { name: 'Platypus Rewards Visa' }));
    await expect(card.getByText('Minimum paid', { exact: true })).toBeVisible();
    await expect(card.getByText('minimum paid on Nov 15, 2026; $1,187.44 left to pay')).toBeVisible();
    await expect(card.queryByText('Payment overdue')).toBeNull();
  },
};

/** Nothing paid since the statement and the payment is due in 2 days: "Due soon". */
export const DueSoon: Story = {
  args: { liability: { ...VISA_LIABILITY, next_payment_due_date: '2026-11-25' } },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('article', { name: 'Platypus Rewards Visa' }));
    await expect(card.getByText('Due soon', { exact: true })).toBeVisible();
    await expect(card.getByText('in 2 days')).toBeVisible();
  },
};

/** Plaid still flags an earlier statement overdue while the next due date is 5 days ahead: no "Payment overdue" beside it. */
export const StaleOverdueFlag: Story = {
  args: { liability: { ...VISA_LIABILITY, next_payment_due_date: '2026-11-28', is_overdue: true } },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('article', { name: 'Platypus Rewards Visa' }));
    await expect(card.getByText('in 5 days')).toBeVisible();
    await expect(card.queryByText('Payment overdue')).toBeNull();
    await expect(card.queryByText('Due soon')).toBeNull();
  },
};

/** The payment is late: the card says so, and how long ago it was due. */
export const Overdue: Story = {
  args: { liability: TARTAN_LIABILITY, account: accountOf(TARTAN_LIABILITY.account_id) },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('article', { name: 'Tartan Cashback Mastercard' }));
    await expect(card.getByText('Payment overdue')).toBeInTheDocument();
    await expect(card.getByText('4 days ago')).toBeInTheDocument();
    await expect(card.getByRole('meter', { name: 'Credit used' })).toHaveAttribute('aria-valuenow', '92');
  },
};

/** A new card: no statement or payment yet, and no APRs reported. */
export const NoStatementYet: Story = {
  args: {
    liability: {
      ...VISA_LIABILITY,
      aprs: [],
      last_payment_amount: null,
      last_payment_date: null,
      last_statement_balance: null,
      last_statement_issue_date: null,
      minimum_payment_amount: null,
      next_payment_due_date: null,
      is_overdue: null,
    },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getAllByText('—')).toHaveLength(4);
    await expect(card.queryByText('Interest rates')).toBeNull();
  },
};
