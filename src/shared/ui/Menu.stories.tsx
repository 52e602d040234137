import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NOTIFICATION_MENU_WIDTH_PX } from '@/shared/config';
import { Button } from './Button';
import { Menu } from './Menu';

const onBookmark = fn();
const onDelete = fn();

const meta = {
  title: 'Foundations/Components/Menu',
  component: Menu,
  args: {
    trigger: <Button variant="outline" tone="neutral">Message actions</Button>,
    items: [
      { value: 'bookmark', label: 'Bookmark', onSelect: onBookmark },
      { separator: true, id: 'before-delete' },
      { value: 'delete', label: 'Delete', onSelect: onDelete, tone: 'danger' },
    ],
  },
  beforeEach: () => {
    onBookmark.mockClear();
    onDelete.mockClear();
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(page.queryByRole('menu')).not.toBeInTheDocument();

    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Message actions' }));
    const menu = await page.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Bookmark' }));

    await expect(onBookmark).toHaveBeenCalledOnce();
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(2);
  },
};

export const ChosenByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Message actions' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    // Keys go to the menu once it has taken focus (a frame after it opens).
    await waitFor(() => expect(menu.contains(menu.ownerDocument.activeElement)).toBe(true));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(onDelete).toHaveBeenCalledOnce());
  },
};

export const WithHeader: Story = {
  args: {
    defaultOpen: true,
    trigger: <Button variant="ghost" tone="neutral">Account</Button>,
    header: 'ada@example.com',
    items: [
      { value: 'settings', label: 'Settings' },
      { value: 'logout', label: 'Logout' },
    ],
  },
  play: async ({ canvasElement }) => {
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await waitFor(() => expect(within(menu).getByText('ada@example.com')).toBeVisible());
  },
};

export const FixedWidth: Story = {
  args: {
    defaultOpen: true,
    width: NOTIFICATION_MENU_WIDTH_PX,
    trigger: <Button variant="ghost" tone="neutral">Notifications</Button>,
    header: 'You are all caught up!',
    items: [{ value: 'read', label: 'All Read', disabled: true }],
  },
  play: async ({ canvasElement }) => {
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await expect(menu.offsetWidth).toBe(NOTIFICATION_MENU_WIDTH_PX);
    await expect(within(menu).getByRole('menuitem', { name: 'All Read' })).toHaveAttribute('aria-disabled', 'true');
  },
};
