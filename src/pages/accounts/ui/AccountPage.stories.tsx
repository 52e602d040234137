import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SAMPLE_BALANCES, SAMPLE_LIABILITIES, sampleAccountHistory } from '@/entities/account/testing';
import { type AccountBalanceHistory } from '@/shared/api';
import { ROUTES } from '@/shared/config';
import { formatMoney, formatPlainDate } from '@/shared/lib';
import { expectNoAxeViolations, expectNoSidewaysScroll, signedInStory } from '@/shared/test-kit';
import { AccountPage } from './AccountPage';

/** The page at /accounts/{id}, as the app's router opens it. */
const at = (accountId: string): Decorator =>
  function AtAccount(Story) {
    return (
      <Router hook={memoryLocation({ path: `/accounts/${accountId}` }).hook}>
        <div style={{ maxWidth: '72rem', padding: '2rem 1.5rem' }}>
          <Route path={ROUTES.account}>
            <Story />
          </Route>
        </div>
      </Router>
    );
  };

/** The history each request was answered with, newest last. */
const answered: AccountBalanceHistory[] = [];
/** The accounts hidden from totals (`PATCH /api/accounts/{account_id}` `{ hidden }`). */
const hidden = new Set<string>();
const serve = [
  http.get('*/db_api/accounts/:accountId/balances', ({ request, params }) => {
    const account = SAMPLE_BALANCES.find((candidate) => candidate.account_id === params.accountId);
    if (!account) return HttpResponse.json({ error: { error_code: 'NOT_FOUND', error_message: 'No such account.' }, message: 'No such account.' }, { status: 404 });
    const history = sampleAccountHistory({ ...account, hidden: hidden.has(account.account_id) }, new URL(request.url));
    answered.push(history);
    return HttpResponse.json(history);
  }),
  http.get('*/api/liabilities/credit', () => HttpResponse.json({ credit: SAMPLE_LIABILITIES })),
];

const meta = {
  title: 'Accounts/Account Page',
  component: AccountPage,
  decorators: [at('acc-checking')],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    answered.length = 0;
    hidden.clear();
    return signedInStory()();
  },
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const definition = (scope: HTMLElement, term: string) => within(scope).getByText(term, { selector: 'dt' }).nextElementSibling;

/** A checking account: its balances, and its balance over the last year, ending at today's. */
export const Checking: Story = {
  beforeEach({ msw }) {
    msw.use(...serve);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Platypus Everyday Checking' })).toBeInTheDocument();
    await expect(canvas.getByText('Checking ending in 0001 at First Platypus Bank')).toBeInTheDocument();
    const details = canvas.getByRole('region', { name: 'Details' });
    await expect(definition(details, 'Current balance')).toHaveTextContent('$4,286.17');
    await expect(definition(details, 'Available')).toHaveTextContent('$4,136.17');
    await expect(await canvas.findByRole('img', { name: /^Balance from/ }, { timeout: 10_000 })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Its transactions' })).toHaveAttribute('href', '/transactions?account=acc-checking');
    await expectNoAxeViolations(canvasElement);
  },
};

/** A credit card: what it owes, its limit, statement, minimum payment, due date and rate; the table of what it owed. */
export const CreditCard: Story = {
  decorators: [at('acc-visa')],
  beforeEach({ msw }) {
    msw.use(...serve);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const details = await canvas.findByRole('region', { name: 'Details' });
    await expect(definition(details, 'Owed now')).toHaveTextContent('$1,432.88');
    await expect(definition(details, 'Credit limit')).toHaveTextContent('$8,000.00');
    // The card's statement comes from a read of its own, which may land after the account.
    await within(details).findByText('Minimum payment', { selector: 'dt' });
    await expect(definition(details, 'Minimum payment')).toHaveTextContent('$35.00');
    await expect(definition(details, 'Payment due')).toHaveTextContent(formatPlainDate('2026-12-05'));
    await expect(definition(details, 'Purchase APR')).toHaveTextContent('22.49%');
    const history = canvas.getByRole('region', { name: 'Owed over time' });
    await userEvent.click(within(history).getByRole('radio', { name: 'Table' }));
    const table = within(await within(history).findByRole('region', { name: 'Balance at each point' }));
    const { points } = answered.at(-1)!;
    await expect(table.getAllByRole('row')[1]).toHaveTextContent(formatMoney(points.at(-1)!.balance!));
    await expectNoAxeViolations(canvasElement);
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  beforeEach({ msw }) {
    msw.use(...serve);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: /^Balance from/ }, { timeout: 10_000 })).toBeInTheDocument();
    await expectNoSidewaysScroll();
    await expectNoAxeViolations(canvasElement);
  },
};

/** Someone else's account, or one no longer linked: the server's 404, with the way back. */
export const NotFound: Story = {
  decorators: [at('someone-elses')],
  beforeEach({ msw }) {
    msw.use(...serve);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: "This account isn't here" })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'All accounts' })).toHaveAttribute('href', '/accounts');
    await expectNoAxeViolations(canvasElement);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/db_api/accounts/:accountId/balances', () => delay('infinite')), serve[1]!);
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the account…');
  },
};

export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/db_api/accounts/:accountId/balances', () => HttpResponse.json({ error: { error_code: 'INTERNAL_SERVER_ERROR', error_message: 'x' }, message: 'x' }, { status: 500 })), serve[1]!);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent("We couldn't load this account");
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** Hidden from totals and shown again: the button says which, and a notice says what hiding means. */
export const HiddenFromTotals: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...serve,
      http.patch('*/api/accounts/:accountId', async ({ request, params }) => {
        const account = SAMPLE_BALANCES.find((candidate) => candidate.account_id === params.accountId)!;
        const { hidden: hide } = (await request.json()) as { hidden: boolean };
        if (hide) hidden.add(account.account_id);
        else hidden.delete(account.account_id);
        return HttpResponse.json({ ...account, hidden: hide });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hide = await canvas.findByRole('button', { name: 'Hide from totals' });
    await expect(hide).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(hide);
    await expect(await canvas.findByText(/^This account is hidden: its balance and its transactions are in no total/)).toBeInTheDocument();
    const show = await canvas.findByRole('button', { name: 'Show in totals' });
    await expect(show).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(canvasElement);
    await userEvent.click(show);
    await expect(await canvas.findByRole('button', { name: 'Hide from totals' })).toBeInTheDocument();
    await expect(canvas.queryByText(/^This account is hidden/)).not.toBeInTheDocument();
  },
};
