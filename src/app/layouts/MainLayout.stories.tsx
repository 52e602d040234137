import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { BOOKS, categoriesHandlers } from '@/entities/category/testing';
import { authUser, hasItem, isAuthenticated, isAuthLoading, resetAuthForTesting } from '@/entities/session';
import { SAMPLE_STATUSES } from '@/entities/subscription/testing';
import { accessToken } from '@/shared/api';
import { categoryLabel, categoryNames } from '@/shared/lib';
import { notify, PageHeader, Toaster, toaster } from '@/shared/ui';
import { MainLayout } from './MainLayout';

/** A page naming a category the sample person renamed (the taxonomy's words: "Bookstores and newsstands"). */
function NamingPage() {
  return <PageHeader title="Accounts" description={`Your last purchase: ${categoryLabel(BOOKS.code, 'GENERAL_MERCHANDISE')}.`} />;
}

function MainLayoutAt({ path }: { path: string }) {
  return (
    <Router hook={memoryLocation({ path }).hook}>
      <MainLayout>
        <NamingPage />
      </MainLayout>
      <Toaster />
    </Router>
  );
}

const UNREAD = {
  results: [
    { id: '2', title: 'Payment failed', message: 'We could not take your subscription payment.', created_date: '2026-11-21T18:05:00Z', is_read: false },
    { id: '1', title: 'Account added', message: 'Everyday Checking at Tartan Credit Union is now connected.', created_date: '2026-11-18T14:12:00Z', is_read: false },
  ],
  count: 2,
};

const meta = {
  title: 'Shell/Main Layout',
  component: MainLayoutAt,
  parameters: { layout: 'fullscreen' },
  args: { path: '/accounts' },
  beforeEach({ msw }) {
    isAuthenticated.value = true;
    isAuthLoading.value = false;
    authUser.value = { email: 'ada@example.com', name: 'Ada Lovelace', sub: 'auth0|ada' };
    hasItem.value = true;
    accessToken.value = 'story-token';
    msw.use(
      http.get('*/db_api/notifications', () => HttpResponse.json(UNREAD)),
      http.get('*/api/link', () => HttpResponse.json({ status: 'not_linked' })),
      http.get('*/api/subscription/status', () => HttpResponse.json(SAMPLE_STATUSES.active)),
      ...categoriesHandlers(),
    );
    return () => {
      categoryNames.value = new Map();
      resetAuthForTesting();
      accessToken.value = null;
      toaster.remove();
    };
  },
} satisfies Meta<typeof MainLayoutAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A user with a linked bank: every page in the sidebar, the assistant button, two unread notifications. */
export const WithLinkedBank: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('complementary', { name: 'Sidebar' })).toBeVisible();
    await expect(within(canvas.getByRole('navigation', { name: 'Main' })).getAllByRole('link')).toHaveLength(8);
    await expect(await canvas.findByRole('button', { name: 'Budget AI Assistant' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
    await expect(canvas.getByRole('main')).toContainElement(await canvas.findByRole('heading', { level: 1, name: 'Accounts' }));
  },
};

/** The page waits for the person's names of categories, then names them by those from its first drawing. */
export const NamesCategoriesByThePersonsNames: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your last purchase: Books and magazines.')).toBeVisible();
  },
};

/** No linked bank by signin data, and the link check (500 ms later) says not linked either. */
export const WithoutLinkedBank: Story = {
  args: { path: '/getstarted' },
  beforeEach: () => {
    hasItem.value = false;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    // Once the subscription status has arrived, no entry is locked.
    await waitFor(() => expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['Get Started', 'Settings']));
    await expect(canvas.queryByRole('button', { name: 'Budget AI Assistant' })).not.toBeInTheDocument();
  },
};

/** The link check finds a bank the signin data did not know of: the full sidebar appears. */
export const LinkedBankFoundByTheCheck: Story = {
  beforeEach({ msw }) {
    hasItem.value = false;
    msw.use(http.get('*/api/link', () => HttpResponse.json({ status: 'success' })));
  },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    await expect(nav.getAllByRole('link')).toHaveLength(2);
    await waitFor(() => expect(nav.getAllByRole('link')).toHaveLength(8), { timeout: 3000 });
  },
};

/** A toast over the shell: top right, above the navbar. */
export const WithToast: Story = {
  play: async ({ canvasElement }) => {
    notify.info('Please re-authenticate your bank connection using the Update Institution button.');
    const toast = await within(canvasElement.ownerDocument.body).findByText(/Please re-authenticate/);
    const box = toast.closest('[data-part=root]')!.getBoundingClientRect();
    const view = canvasElement.ownerDocument.defaultView!;
    await expect(box.right).toBeGreaterThan(view.innerWidth / 2);
    await expect(box.top).toBeLessThan(view.innerHeight / 2);
  },
};

/** The notifications menu open over the page. */
export const NotificationsOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Notifications, 2 unread' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(within(menu).getAllByRole('listitem')).toHaveLength(2));
  },
};
