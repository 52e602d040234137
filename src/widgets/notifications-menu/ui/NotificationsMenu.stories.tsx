import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MarkNotificationsReadChip } from '@/features/mark-notifications-read';
import { accessToken, type Notification, type NotificationList } from '@/shared/api';
import { NOTIFICATION_MENU_WIDTH_PX } from '@/shared/config';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ALL_CAUGHT_UP, NotificationsMenu } from './NotificationsMenu';

/** The paths visited in the story with a router of its own. */
let visited: string[] = [];

const notification = (id: string, title: string, message: string, created_date: string, is_read = false): Notification => ({
  id,
  title,
  message,
  created_date,
  is_read,
});

const UNREAD: Notification[] = [
  notification('3', 'Payment failed', 'We could not take your subscription payment. Update your card in Settings → Manage billing to keep full access.', '2026-11-21T18:05:00Z'),
  notification('2', 'Reconnect your bank', 'First Platypus Bank needs you to sign in again. Use the Update Institution button to reconnect.', '2026-11-20T09:30:00Z'),
  notification('1', 'Account added', 'Everyday Checking at Tartan Credit Union is now connected.', '2026-11-18T14:12:00Z'),
];

const listOf = (results: Notification[]): NotificationList => ({ results, count: results.filter((n) => !n.is_read).length });

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const openMenu = async (canvasElement: HTMLElement) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: /^Notifications/ }));
  return body(canvasElement).findByRole('dialog', { name: 'Notifications' });
};

const meta = {
  title: 'Shell/Notifications Menu',
  component: NotificationsMenu,
  args: { action: <MarkNotificationsReadChip /> },
  beforeEach: () => {
    accessToken.value = 'story-token';
    return () => {
      accessToken.value = null;
    };
  },
} satisfies Meta<typeof NotificationsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing yet: no badge, "You are all caught up!", and the chip already reads "All Read". */
export const None: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/db_api/notifications', () => HttpResponse.json(listOf([]))));
  },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await waitFor(() => expect(within(menu).getByText(ALL_CAUGHT_UP)).toBeVisible());
    await expect(within(menu).getByRole('button', { name: 'All Read' })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(canvasElement).getByRole('button', { name: 'Notifications' })).toHaveTextContent('');
  },
};

/** Three unread: the badge counts them; the 350 px menu lists title, message and date, newest first. */
export const Unread: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/db_api/notifications', () => HttpResponse.json(listOf(UNREAD))));
  },
  play: async ({ canvasElement }) => {
    const bell = await within(canvasElement).findByRole('button', { name: 'Notifications, 3 unread' });
    await expect(bell).toHaveTextContent('3');
    const menu = await openMenu(canvasElement);
    await waitFor(() => expect(within(menu).getAllByRole('listitem')).toHaveLength(3));
    await expect(menu.offsetWidth).toBe(NOTIFICATION_MENU_WIDTH_PX);
    const [first] = within(menu).getAllByRole('listitem');
    await expect(first).toHaveTextContent('Payment failed');
    await expect(first).toHaveTextContent('We could not take your subscription payment.');
    await expect(within(first!).getByText(new Date(UNREAD[0]!.created_date).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }))).toHaveAttribute('datetime', UNREAD[0]!.created_date);
    await expect(within(menu).getByRole('button', { name: 'Mark as read & clear' })).not.toHaveAttribute('aria-disabled', 'true');
  },
};

/** Everything already read (the server still lists it, marked read): nothing to show, "All Read". */
export const AllRead: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/db_api/notifications', () => HttpResponse.json(listOf(UNREAD.map((n) => ({ ...n, is_read: true }))))));
  },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await waitFor(() => expect(within(menu).getByText(ALL_CAUGHT_UP)).toBeVisible());
    await expect(within(menu).getByRole('button', { name: 'All Read' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/**
 * The bank was repaired while the menu was closed: the server settled "Reconnect your bank" and
 * added "Reconnected". Opening the menu again shows it unread, and the chip offers
 * "Mark as read & clear" again; it never says "All Read" beside something unread.
 */
export const ReconnectedAfterAllRead: Story = {
  beforeEach({ msw }) {
    let repaired = false;
    msw.use(
      http.get('*/db_api/notifications', () => {
        const settled = UNREAD.map((n) => ({ ...n, is_read: true }));
        const list = repaired ? [notification('4', 'Reconnected', 'First Platypus Bank is connected again.', '2026-11-22T08:00:00Z'), ...settled] : settled;
        repaired = true;
        return HttpResponse.json(listOf(list));
      }),
    );
  },
  play: async ({ canvasElement }) => {
    let menu = await openMenu(canvasElement);
    await waitFor(() => expect(within(menu).getByRole('button', { name: 'All Read' })).toHaveAttribute('aria-disabled', 'true'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog', { name: 'Notifications' })).toBeNull());
    menu = await openMenu(canvasElement);
    await waitFor(() => expect(within(menu).getAllByRole('listitem')).toHaveLength(1));
    await expect(within(menu).getByRole('listitem')).toHaveTextContent('Reconnected');
    await expect(within(menu).getByRole('button', { name: 'Mark as read & clear' })).not.toHaveAttribute('aria-disabled', 'true');
    await expect(within(menu).queryByRole('button', { name: 'All Read' })).toBeNull();
    await expect(within(canvasElement).getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  },
};

/** "Mark as read & clear": the server marks them read, the list clears, the chip turns into "All Read" and the badge goes. */
export const MarkAsReadAndClear: Story = {
  beforeEach({ msw }) {
    let isRead = false;
    msw.use(
      http.get('*/db_api/notifications', () => HttpResponse.json(listOf(UNREAD.map((n) => ({ ...n, is_read: isRead }))))),
      http.get('*/db_api/notifications/read', () => {
        isRead = true;
        return HttpResponse.json({ status: 'success' });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    const chip = await within(menu).findByRole('button', { name: 'Mark as read & clear' });
    await waitFor(() => expect(within(menu).getAllByRole('listitem')).toHaveLength(3));
    await userEvent.click(chip);
    await waitFor(() => expect(chip).toHaveAccessibleName('All Read'));
    await expect(chip).toHaveAttribute('aria-disabled', 'true');
    // Focus stays on the chip while it changes.
    await expect(chip).toHaveFocus();
    await waitFor(() => expect(within(menu).getByText(ALL_CAUGHT_UP)).toBeVisible());
    await expect(within(canvasElement).getByRole('button', { name: 'Notifications' })).toHaveTextContent('');
  },
};

/** The read call fails: silently, so nothing changes (spec section 8). */
export const MarkAsReadFails: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/db_api/notifications', () => HttpResponse.json(listOf(UNREAD))),
      http.get('*/db_api/notifications/read', () => new HttpResponse(null, { status: 503 })),
    );
  },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    const chip = await within(menu).findByRole('button', { name: 'Mark as read & clear' });
    await userEvent.click(chip);
    await waitFor(() => expect(chip).not.toHaveAttribute('aria-busy'));
    await expect(chip).toHaveAccessibleName('Mark as read & clear');
    await expect(within(menu).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(canvasElement).getByRole('button', { name: 'Notifications, 3 unread' })).toBeVisible();
  },
};

/** The list cannot be fetched: silently, as if there were none. */
export const FetchFails: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/db_api/notifications', () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await waitFor(() => expect(within(menu).getByText(ALL_CAUGHT_UP)).toBeVisible());
  },
};

/** An alert leads to what it is about (beyond the spec, issue 25): "View" opens the account's page and closes the menu. */
export const AlertWithItsLink: Story = {
  decorators: [
    (Story) => {
      const location = memoryLocation({ path: '/dashboard', record: true });
      visited = location.history;
      return (
        <Router hook={location.hook}>
          <Story />
        </Router>
      );
    },
  ],
  beforeEach({ msw }) {
    const alert = { ...notification('4', 'Low balance: Everyday Checking', 'Everyday Checking is at $82.10, under your $100.00 alert.', '2026-11-22T07:00:00Z'), link: '/accounts/acc-checking' };
    msw.use(http.get('*/db_api/notifications', () => HttpResponse.json(listOf([alert, ...UNREAD]))));
  },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    const view = await within(menu).findByRole('link', { name: 'View: Low balance: Everyday Checking' });
    await expect(view).toHaveAttribute('href', '/accounts/acc-checking');
    // Notifications without a place to go have no "View".
    await expect(within(menu).getAllByRole('link')).toHaveLength(1);
    await userEvent.click(view);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog', { name: 'Notifications' })).toBeNull());
    await expect(visited.at(-1)).toBe('/accounts/acc-checking');
  },
};
