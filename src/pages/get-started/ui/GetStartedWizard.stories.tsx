import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { installFakePlaid, type FakePlaidOpening } from '@/entities/institution/testing';
import { hasItem } from '@/entities/session';
import { accessToken } from '@/shared/api';
import { Toaster, toaster } from '@/shared/ui';
import type { FirstLoadStage } from '../model/first-load';
import { GetStartedWizard } from './GetStartedWizard';

const PLATYPUS = { name: 'First Platypus Bank', institution_id: 'ins_120686' };

let location = memoryLocation({ path: '/getstarted', record: true });
const withApp: Decorator = (Story) => (
  <Router hook={location.hook}>
    <div style={{ width: 'min(56rem, 90vw)' }}>
      <Story />
    </div>
    <Toaster />
  </Router>
);

function fakePlaid(onOpen?: (opening: FakePlaidOpening) => void) {
  const fake = installFakePlaid({ onOpen });
  return () => fake.uninstall();
}

/** The first-load stages, of which the first `done` loads finish at once and the rest never do. */
function stagesDone(done: number): FirstLoadStage[] {
  const stage = (id: string, label: string, index: number): FirstLoadStage => ({
    id,
    label,
    load: () => (index < done ? Promise.resolve() : new Promise<void>(() => undefined)),
  });
  return [
    { id: 'bank', label: 'Bank connected' },
    stage('accounts', 'Loading your accounts', 0),
    stage('transactions', 'Importing your transactions', 1),
    stage('spending', 'Sorting your spending by merchant', 2),
  ];
}

const meta = {
  title: 'Bank Linking/Get Started',
  component: GetStartedWizard,
  decorators: [withApp],
  parameters: { layout: 'padded' },
  beforeEach: () => {
    location = memoryLocation({ path: '/getstarted', record: true });
    accessToken.value = 'story-token';
    hasItem.value = false;
    return () => {
      accessToken.value = null;
      toaster.remove();
    };
  },
} satisfies Meta<typeof GetStartedWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

const currentStep = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Steps' })).getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'step');

/** Step 1: what is about to happen. */
export const Welcome: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Welcome to Ledgerline' })).toBeInTheDocument();
    await expect(currentStep(canvasElement)).toHaveTextContent('Welcome');
    await expect(canvas.getByRole('button', { name: 'Link your bank' })).toBeEnabled();
    // Beyond the spec (issue 23): a file instead of a bank.
    await expect(canvas.getByRole('link', { name: 'Import a file instead' })).toHaveAttribute('href', '/import');
  },
};

/** Step 2 while the link token is on its way: "Link Accounts" waits. */
export const LinkBankNotReady: Story = {
  args: { initialStep: 'link' },
  beforeEach({ msw }) {
    msw.use(http.post('*/api/create_link_token', () => delay('infinite')));
    return fakePlaid();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: "Let's Get Started!" })).toBeInTheDocument();
    await expect(currentStep(canvasElement)).toHaveTextContent('Link your bank');
    await expect(canvas.getByRole('button', { name: 'Link Accounts' })).toBeDisabled();
  },
};

/** Step 2, ready to open the widget. */
export const LinkBankReady: Story = {
  args: { initialStep: 'link' },
  beforeEach({ msw }) {
    msw.use(http.post('*/api/create_link_token', () => HttpResponse.json({ link_token: 'link-sandbox-story', expiration: '2030-01-01T00:00:00Z' })));
    return fakePlaid();
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Link Accounts' })).toBeEnabled());
  },
};

/** Step 3, half-way: accounts in, transactions on their way. */
export const LoadingData: Story = {
  args: { initialStep: 'load', linkedInstitution: PLATYPUS.name, stages: stagesDone(1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Loading your data' })).toBeInTheDocument();
    await expect(canvas.getByText(`${PLATYPUS.name} is linked. We're bringing in your accounts and transactions.`)).toBeInTheDocument();
    const bar = canvas.getByRole('progressbar', { name: 'Loading your data' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    await expect(bar).toHaveAttribute('aria-valuetext', '2 of 4 steps done');
    await expect(canvas.getByText('Importing your transactions').closest('li')).toHaveAttribute('data-status', 'active');
  },
};

/** Step 3, done: "All set!", then /accounts, with the bank now known. */
export const LoadedThenAccounts: Story = {
  args: { initialStep: 'load', linkedInstitution: PLATYPUS.name, stages: stagesDone(3) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'All set!' })).toBeInTheDocument();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await waitFor(() => expect(location.history).toEqual(['/getstarted', '/accounts']), { timeout: 3000 });
    await expect(hasItem.value).toBe(true);
  },
};

/** A stage failed: it says so and the wizard goes on. */
export const StageFailed: Story = {
  args: {
    initialStep: 'load',
    linkedInstitution: PLATYPUS.name,
    stages: [
      { id: 'bank', label: 'Bank connected' },
      { id: 'accounts', label: 'Loading your accounts', load: async () => undefined },
      { id: 'transactions', label: 'Importing your transactions', load: () => Promise.reject(new Error('down')) },
      { id: 'spending', label: 'Sorting your spending by merchant', load: () => new Promise(() => undefined) },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/continues in the background/)).toBeInTheDocument();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '75');
  },
};

/** The whole journey against mocked calls: welcome, the widget, the first load, /accounts. */
export const WholeJourney: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/create_link_token', () => HttpResponse.json({ link_token: 'link-sandbox-story', expiration: '2030-01-01T00:00:00Z' })),
      http.post('*/db_api/institution/name', () => HttpResponse.json({ item: null })),
      http.post('*/api/set_access_token', () => HttpResponse.json({ status: 'success', external_id: 'item-new' })),
      http.post('*/api/items', () => HttpResponse.json({ results: [{ external_id: 'item-new', name: PLATYPUS.name, institution: PLATYPUS }] })),
      http.get('*/api/accounts', () => HttpResponse.json({ accounts: [] })),
      http.get('*/api/initialize_metadata', () => HttpResponse.json({ status: 'success' })),
      http.get('*/db_api/transactions/merchant_categories', () => HttpResponse.json({ merchants: [] })),
    );
    return fakePlaid((opening) => opening.succeed(PLATYPUS));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Link your bank' }));
    const link = await canvas.findByRole('button', { name: 'Link Accounts' });
    await waitFor(() => expect(link).toBeEnabled());
    await userEvent.click(link);
    await expect(await canvas.findByText(`${PLATYPUS.name} is linked. We're bringing in your accounts and transactions.`, {}, { timeout: 3000 })).toBeInTheDocument();
    await waitFor(() => expect(location.history).toEqual(['/getstarted', '/accounts']));
  },
};
