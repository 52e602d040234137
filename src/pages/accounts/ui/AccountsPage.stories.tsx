import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { metadataSync, resetMetadataSync } from '@/entities/account';
import { SAMPLE_BALANCES, SAMPLE_LIABILITIES, sampleNetWorth } from '@/entities/account/testing';
import { installFakePlaid, SAMPLE_INSTITUTIONS } from '@/entities/institution/testing';
import { hasItem } from '@/entities/session';
import { accessToken, type ActiveItem } from '@/shared/api';
import { SESSION_STORAGE_KEYS } from '@/shared/config';
import { Toaster, toaster } from '@/shared/ui';
import { formatMoney } from '@/shared/lib';
import { expectNoAxeViolations, expectNoSidewaysScroll } from '@/shared/test-kit';
import { AccountsPage } from './AccountsPage';

const HEALTHY: ActiveItem[] = SAMPLE_INSTITUTIONS.map((item) => ({ ...item, needs_reauth: false }));
const TARTAN_BROKEN: ActiveItem[] = SAMPLE_INSTITUTIONS;
const itemError = (error_code: string, accounts: typeof SAMPLE_BALANCES = []) => ({ error: { error_code, error_message: 'Plaid reported an item error.' }, accounts });

const withApp: Decorator = (Story) => (
  <Router hook={memoryLocation({ path: '/accounts' }).hook}>
    <div style={{ maxWidth: '72rem', padding: '2rem 1.5rem' }}>
      <Story />
    </div>
    <Toaster />
  </Router>
);

/** Serves the page's three reads. */
const FULL_HISTORY = { complete: true, covers_from: null, message: null, items: [] };
const serve = ({ accounts = HttpResponse.json({ accounts: SAMPLE_BALANCES }) as Response, items = HEALTHY, coverage = FULL_HISTORY as object } = {}) => [
  http.get('*/api/accounts', () => accounts.clone()),
  http.get('*/api/liabilities/credit', () => HttpResponse.json({ credit: SAMPLE_LIABILITIES })),
  http.get('*/db_api/items/active', () => HttpResponse.json({ items })),
  http.get('*/db_api/history_coverage', () => HttpResponse.json(coverage)),
  http.get('*/db_api/net_worth', ({ request }) => HttpResponse.json(sampleNetWorth(new URL(request.url)))),
];

const meta = {
  title: 'Accounts/Accounts Page',
  component: AccountsPage,
  decorators: [withApp],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    accessToken.value = 'story-token';
    hasItem.value = true;
    resetMetadataSync();
    sessionStorage.removeItem(SESSION_STORAGE_KEYS.reauthAnnounced);
    const fake = installFakePlaid();
    return () => {
      fake.uninstall();
      accessToken.value = null;
      toaster.remove();
      resetMetadataSync();
    };
  },
} satisfies Meta<typeof AccountsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The page's shape while the accounts load. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/accounts', () => delay('infinite')), http.get('*/api/liabilities/credit', () => delay('infinite')), http.get('*/db_api/items/active', () => delay('infinite')), http.get('*/db_api/history_coverage', () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    const statuses = within(canvasElement).getAllByRole('status');
    await expect(statuses.some((status) => status.textContent?.includes('Loading your accounts…'))).toBe(true);
    // Nothing is said about syncing before the accounts are known.
    await expect(within(canvasElement).queryByText('Not synced yet')).toBeNull();
  },
};

/** Two banks: totals, each bank's accounts, and both credit cards' liabilities. */
export const Loaded: Story = {
  beforeEach({ msw }) {
    msw.use(...serve());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const totals = within(await canvas.findByRole('region', { name: 'Totals' }));
    await expect(totals.getByText('$23,448.87')).toBeInTheDocument();
    await expect(totals.getByText('$4,177.98')).toBeInTheDocument();
    await expect(totals.getByText('$241,903.55')).toBeInTheDocument();
    await expect(totals.getByText('-$222,632.66')).toBeInTheDocument();

    const platypus = within(canvas.getByRole('table', { name: 'Accounts at First Platypus Bank' }));
    await expect(platypus.getAllByRole('row')).toHaveLength(5);
    const checking = within(platypus.getByRole('row', { name: /Platypus Everyday Checking/ }));
    await expect(checking.getByText('$4,286.17')).toBeInTheDocument();
    await expect(checking.getByText('$4,136.17')).toBeInTheDocument();
    await expect(platypus.getByRole('meter', { name: 'Credit used' })).toHaveAttribute('aria-valuenow', '18');

    // The credit cards come from a read of their own, which may land after the accounts.
    const cards = within(await canvas.findByRole('region', { name: 'Credit cards' }));
    await expect(cards.getAllByRole('article')).toHaveLength(2);
    await expect(cards.getByRole('article', { name: 'Tartan Cashback Mastercard' })).toHaveTextContent('Payment overdue');
    await expect(canvas.queryByRole('button', { name: /^Update / })).toBeNull();
    // Beyond the spec's header (issue 23): the way to import a file.
    await expect(canvas.getByRole('link', { name: 'Import' })).toHaveAttribute('href', '/import');
  },
};

/** One account hidden from totals: listed and marked, its balance in no total, and the totals say one is left out. */
export const WithAHiddenAccount: Story = {
  beforeEach({ msw }) {
    const accounts = SAMPLE_BALANCES.map((account) => ({ ...account, hidden: account.account_id === 'acc-checking' }));
    msw.use(...serve({ accounts: HttpResponse.json({ accounts }) }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const totals = within(await canvas.findByRole('region', { name: 'Totals' }));
    const cashCents = SAMPLE_BALANCES.filter((a) => a.type === 'depository' && a.account_id !== 'acc-checking').reduce((sum, a) => sum + Math.round((a.balances.current ?? 0) * 100), 0);
    await expect(totals.getByText(formatMoney(cashCents / 100))).toBeInTheDocument();
    await expect(totals.getByText('One hidden account is left out of these totals.')).toBeInTheDocument();
    const platypus = within(canvas.getByRole('table', { name: 'Accounts at First Platypus Bank' }));
    await expect(within(platypus.getByRole('row', { name: /Platypus Everyday Checking/ })).getByText('Hidden')).toBeInTheDocument();
    await expectNoAxeViolations(canvasElement);
  },
};

/**
 * On a phone (390 px) each account is a block: its name, then its current and available balances
 * and its limit, each beside its column's name; no balance is left out and nothing scrolls sideways.
 */
export const LoadedOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  beforeEach({ msw }) {
    msw.use(...serve());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(window.innerWidth).toBe(390);
    const platypus = within(await canvas.findByRole('table', { name: 'Accounts at First Platypus Bank' }));
    const checking = platypus.getByRole('row', { name: /Platypus Everyday Checking/ });
    const cells = within(checking).getAllByRole('cell');
    await expect(cells.map((cell) => cell.textContent)).toEqual(['$4,286.17', '$4,136.17', expect.any(String)]);
    const rowBox = checking.getBoundingClientRect();
    for (const cell of cells) {
      await expect(cell).toBeVisible();
      // A line across the account's block, its column's name on the left.
      await expect(cell.getBoundingClientRect().width).toBeGreaterThan(rowBox.width / 2);
    }
    await expectNoSidewaysScroll();
    await expectNoAxeViolations(canvasElement);
  },
};

/** A bank linked just now whose older history is still arriving: the page says only the last 30 days are here. */
export const OlderHistoryOnItsWay: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...serve({
        coverage: {
          complete: false,
          covers_from: '2026-10-30',
          message: 'Your last 30 days are here; older history is on its way',
          items: [{ external_id: SAMPLE_INSTITUTIONS[0]!.external_id, institution_name: SAMPLE_INSTITUTIONS[0]!.name, status: 'recent', covers_from: '2026-10-30' }],
        },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your last 30 days are here; older history is on its way')).toBeVisible();
    await expectNoAxeViolations(canvasElement);
  },
};

/** Linked banks that share no accounts yet. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...serve({ accounts: HttpResponse.json({ accounts: [] }) }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No accounts to show yet' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Add institution' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Update Institution' })).toBeEnabled();
  },
};

/** One bank needs the person to sign in again: a notice with Update, the other bank's accounts still shown. */
export const ItemNeedsReauthentication: Story = {
  beforeEach({ msw }) {
    msw.use(...serve({ items: TARTAN_BROKEN }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = within(await canvas.findByRole('region', { name: 'Tartan Credit Union needs you to sign in again' }));
    await expect(notice.getByRole('button', { name: 'Update Tartan Credit Union' })).toBeEnabled();
    await expect(await canvas.findByRole('table', { name: 'Accounts at First Platypus Bank' })).toBeInTheDocument();
    const tartan = canvas.getByRole('region', { name: 'Tartan Credit Union' });
    await expect(tartan).toHaveTextContent('Sign-in needed');
    // Its last balances stay, dimmed and dated, never "Synced … ago" beside the sign-in badge.
    await expect(within(tartan).getByRole('table', { name: /^Accounts at Tartan Credit Union, as of / })).toHaveTextContent('$912.30');
    await expect(tartan).toHaveTextContent(/as of Nov 22, 2026/);
    await expect(tartan).not.toHaveTextContent(/Synced/);
    await expect(canvas.getByRole('region', { name: 'First Platypus Bank' })).toHaveTextContent(/Synced/);
  },
};

/** Update on the notice opens the update dialog for that bank straight away. */
export const UpdateFromNotice: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...serve({ items: TARTAN_BROKEN }),
      http.post('*/api/update_link_token', () => HttpResponse.json({ link_token: 'link-sandbox-update', expiration: '2026-11-23T12:00:00Z' })),
      http.post('*/db_api/accounts/names', () => HttpResponse.json({ accounts: [{ account_name: 'Tartan Share Checking' }, { account_name: 'Tartan Cashback Mastercard' }] })),
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Update Tartan Credit Union' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Connected accounts from Tartan Credit Union' }));
    await expect(await dialog.findByText('Tartan Share Checking')).toBeInTheDocument();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Update Accounts' })).toBeEnabled());
  },
};

/** Every bank needs a new sign-in: Plaid's error (the spec's info toast) and the notices, over the last synced balances, dimmed. */
export const AllNeedReauthentication: Story = {
  beforeEach({ msw }) {
    msw.use(...serve({ accounts: HttpResponse.json(itemError('ITEM_LOGIN_REQUIRED', SAMPLE_BALANCES)), items: SAMPLE_INSTITUTIONS.map((item) => ({ ...item, needs_reauth: true })) }));
  },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('Please re-authenticate your bank connection using the Update Institution button.')).toBeInTheDocument();
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'First Platypus Bank needs you to sign in again' })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Tartan Credit Union needs you to sign in again' })).toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: /^Accounts at First Platypus Bank, as of / })).toHaveTextContent('$4,286.17');
    await expect(canvas.getByRole('table', { name: /^Accounts at Tartan Credit Union, as of / })).toBeInTheDocument();
    await expect(canvas.queryByText(/Synced|Last synced|Not synced yet/)).toBeNull();
  },
};

/** The same, later in the session (a reload, a Sync now): the notices stay, the toast is not shown again. */
export const ReauthenticationAlreadyAnnounced: Story = {
  beforeEach({ msw }) {
    const itemIds = [...new Set(SAMPLE_BALANCES.map((account) => account.item_external_id))];
    sessionStorage.setItem(SESSION_STORAGE_KEYS.reauthAnnounced, JSON.stringify(itemIds));
    msw.use(...serve({ accounts: HttpResponse.json(itemError('ITEM_LOGIN_REQUIRED', SAMPLE_BALANCES)), items: SAMPLE_INSTITUTIONS.map((item) => ({ ...item, needs_reauth: true })) }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'First Platypus Bank needs you to sign in again' })).toBeInTheDocument();
    // The notices (items) and the balances (accounts) arrive from two calls, in either order.
    await expect(await canvas.findByRole('table', { name: /^Accounts at First Platypus Bank, as of / })).toBeInTheDocument();
    await expect(body(canvasElement).queryByText('Please re-authenticate your bank connection using the Update Institution button.')).toBeNull();
  },
};

/** The bank refused the stored credentials: the spec's error toast, and a way to update. */
export const AuthenticationFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...serve({ accounts: HttpResponse.json(itemError('INVALID_CREDENTIALS')) }));
  },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('Bank authentication failed. Please try updating your institution.')).toBeInTheDocument();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your bank needs you to sign in again' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Update Institution' })).toBeEnabled();
  },
};

/** The bank is down for maintenance: no toast (spec: silently no data), a calm explanation on the page. */
export const BankUnavailable: Story = {
  beforeEach({ msw }) {
    msw.use(...serve({ accounts: HttpResponse.json(itemError('PLANNED_MAINTENANCE')) }));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: "Your bank isn't answering right now" })).toBeInTheDocument();
    await expect(body(canvasElement).queryByText(/re-authenticate|authentication failed/)).toBeNull();
  },
};

/** Our server failed: no toast, an inline failure with Try again. */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    let fail = true;
    msw.use(
      http.get('*/api/accounts', () => (fail ? ((fail = false), HttpResponse.json({ error: { error_code: 'INTERNAL_SERVER_ERROR', error_message: 'x' }, message: 'x' }, { status: 500 })) : HttpResponse.json({ accounts: SAMPLE_BALANCES }))),
      http.get('*/api/liabilities/credit', () => HttpResponse.json({ credit: SAMPLE_LIABILITIES })),
      http.get('*/db_api/items/active', () => HttpResponse.json({ items: HEALTHY })),
      http.get('*/db_api/history_coverage', () => HttpResponse.json(FULL_HISTORY)),
      http.get('*/db_api/net_worth', ({ request }) => HttpResponse.json(sampleNetWorth(new URL(request.url)))),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent("We couldn't load your accounts");
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** After the failure, Try again loads the accounts. */
export const LoadedAfterTryAgain: Story = {
  ...LoadFailed,
  play: async (context) => {
    await LoadFailed.play!(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(within(canvas.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('table', { name: 'Accounts at First Platypus Bank' })).toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The last background sync failed: its message stays beside the sync time, with Sync now. */
export const SyncFailed: Story = {
  beforeEach({ msw }) {
    metadataSync.value = { running: false, lastSucceededAt: null, lastFailure: { message: 'Metadata update failed', at: '2026-11-23T08:00:00Z' } };
    msw.use(...serve(), http.get('*/api/update_metadata', () => HttpResponse.json({ status: 'success' })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Metadata update failed')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Sync now' })).not.toHaveAttribute('aria-disabled');
  },
};

/** After a failed sync, Sync now tries again and its success clears the message. */
export const SyncedAfterAFailure: Story = {
  ...SyncFailed,
  play: async (context) => {
    await SyncFailed.play!(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sync now' }));
    await expect(await canvas.findByRole('button', { name: 'Sync now' })).not.toHaveAttribute('aria-disabled');
    await expect(canvas.queryByText('Metadata update failed')).toBeNull();
  },
};

/** Sync now while it runs: "Syncing…" beside a spinner; the button keeps keyboard focus and ignores more presses. */
export const Syncing: Story = {
  beforeEach({ msw }) {
    msw.use(...serve(), http.get('*/api/update_metadata', () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Sync now' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const syncing = await canvas.findByRole('button', { name: 'Syncing…' });
    await expect(syncing).toHaveAttribute('aria-disabled', 'true');
    await expect(syncing).toHaveFocus();
  },
};

/** Sync now fails: the button comes back and the failure shows beside the last sync time. */
export const SyncNowFails: Story = {
  beforeEach({ msw }) {
    msw.use(...serve(), http.get('*/api/update_metadata', () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sync now' }));
    await expect(await canvas.findByText('Failed to update metadata')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Sync now' })).toHaveFocus();
  },
};
