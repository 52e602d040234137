import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { css } from 'styled-system/css';
import { Sidebar, type SidebarProps } from './Sidebar';

/** The sidebar beside a page, as the main layout places it. */
function SidebarBesidePage(props: SidebarProps) {
  const [path] = useLocation();
  return (
    <div style={{ display: 'flex', height: 640 }}>
      <Sidebar {...props} />
      <main style={{ flex: 1, padding: 24 }}>
        {/* Where the app is, for screen readers and checks only: no helper text on the canvas. */}
        <p className={css({ srOnly: true })}>
          Current page: <output data-testid="path">{path}</output>
        </p>
      </main>
    </div>
  );
}

const meta = {
  title: 'Shell/Sidebar',
  component: SidebarBesidePage,
  parameters: { layout: 'fullscreen' },
  args: { hasLinkedBank: true, compact: false },
  decorators: [
    (Story) => (
      <Router hook={memoryLocation({ path: '/accounts' }).hook}>
        <Story />
      </Router>
    ),
  ],
} satisfies Meta<typeof SidebarBesidePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const LINKED_BANK_ENTRIES = ['Accounts', 'Budget Overview', 'Budget Planner', 'Budget Tracker', 'Dashboard', 'Transactions', 'Merchant Insights', 'Settings'];

const parts = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const sidebar = canvas.getByRole('complementary', { name: 'Sidebar' });
  return {
    canvas,
    sidebar,
    nav: within(canvas.getByRole('navigation', { name: 'Main' })),
    toggle: () => within(sidebar).getByRole('button', { name: 'Toggle sidebar' }),
  };
};

/** The layer that dims the page behind the expanded sidebar. */
const backdrop = (sidebar: HTMLElement) => sidebar.querySelector<HTMLElement>('[aria-hidden="true"]:not(svg)')!;

/** Focuses a control and presses Enter on it, once the focus has landed (a page opened fresh takes a moment). */
async function focusAndPressEnter(control: HTMLElement) {
  control.focus();
  await waitFor(() => expect(control).toHaveFocus());
  await userEvent.keyboard('{Enter}');
}

/** 1200 px and wider: always in full, no toggle; the current page is marked. */
export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const { sidebar, nav } = parts(canvasElement);
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(LINKED_BANK_ENTRIES);
    await expect(nav.getAllByRole('separator')).toHaveLength(2);
    await expect(nav.getByRole('link', { name: 'Accounts' })).toHaveAttribute('aria-current', 'page');
    await expect(within(sidebar).getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(within(sidebar).queryByRole('button', { name: 'Toggle sidebar' })).not.toBeInTheDocument();
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  },
};

/** Below 1200 px: a rail of icons, each still named by its page, with the toggle on top. */
export const Collapsed: Story = {
  args: { compact: true },
  play: async ({ canvasElement }) => {
    const { sidebar, nav, toggle } = parts(canvasElement);
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar.getBoundingClientRect().width).toBeLessThan(80);
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(LINKED_BANK_ENTRIES);
  },
};

/** The toggle expands it over the page. */
export const ExpandedOverThePage: Story = {
  args: { compact: true },
  play: async ({ canvasElement }) => {
    const { sidebar, toggle } = parts(canvasElement);
    await userEvent.click(toggle());
    await expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    // The rail keeps its place; the full sidebar lies over the page.
    await expect(sidebar.getBoundingClientRect().width).toBeLessThan(80);
    await expect(canvasElement.ownerDocument.getElementById('sidebar-panel')!.getBoundingClientRect().width).toBeGreaterThan(200);
  },
};

/** A click outside collapses it. */
export const CollapsedByAClickOutside: Story = {
  args: { compact: true },
  play: async ({ canvasElement }) => {
    const { canvas, toggle } = parts(canvasElement);
    await userEvent.click(toggle());
    await userEvent.click(canvas.getByRole('main'));
    await expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Choosing a link goes there and collapses it. */
export const CollapsedAfterChoosingAPage: Story = {
  args: { compact: true },
  play: async ({ canvasElement }) => {
    const { canvas, nav, toggle } = parts(canvasElement);
    await userEvent.click(toggle());
    await userEvent.click(nav.getByRole('link', { name: 'Transactions' }));
    await expect(canvas.getByTestId('path')).toHaveTextContent('/transactions');
    await expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Transactions' })).toHaveAttribute('aria-current', 'page');
  },
};

/** From the keyboard: Enter expands, Tab moves through it, Escape collapses and returns to the toggle. */
export const CollapsedByEscape: Story = {
  args: { compact: true },
  play: async ({ canvasElement }) => {
    const { nav, toggle } = parts(canvasElement);
    await focusAndPressEnter(toggle());
    await waitFor(() => expect(toggle()).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.tab();
    await expect(nav.getByRole('link', { name: 'Accounts' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle()).toHaveFocus();
  },
};

/** Expanded over the page (a phone, a tablet): the page behind is dimmed and Tab cycles inside the sidebar. */
export const ExpandedWithFocusInside: Story = {
  args: { compact: true },
  play: async ({ canvasElement }) => {
    const { sidebar, toggle } = parts(canvasElement);
    await focusAndPressEnter(toggle());
    await waitFor(() => expect(toggle()).toHaveAttribute('aria-expanded', 'true'));
    const logout = within(sidebar).getByRole('button', { name: 'Logout' });
    logout.focus();
    await userEvent.tab();
    await expect(toggle()).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(logout).toHaveFocus();
    // The backdrop dims the page behind.
    await expect(getComputedStyle(backdrop(sidebar)).position).toBe('fixed');
  },
};

/** Expanded over the page, a click on the dimmed page behind collapses it. */
export const CollapsedByABackdropClick: Story = {
  ...ExpandedWithFocusInside,
  play: async (context) => {
    await ExpandedWithFocusInside.play!(context);
    const { sidebar, toggle } = parts(context.canvasElement);
    await userEvent.click(backdrop(sidebar));
    await waitFor(() => expect(toggle()).toHaveAttribute('aria-expanded', 'false'));
  },
};

/** A lapsed subscriber: every entry but Settings carries a lock, says why, and leads to Settings (to Resubscribe). */
export const Lapsed: Story = {
  args: { isSubscribed: false },
  play: async ({ canvasElement }) => {
    const { canvas, nav } = parts(canvasElement);
    const accounts = nav.getByRole('link', { name: 'Accounts' });
    await expect(accounts).toHaveAccessibleDescription('Needs an active subscription');
    await expect(nav.getByRole('link', { name: 'Settings' })).not.toHaveAccessibleDescription('Needs an active subscription');
    await userEvent.click(nav.getByRole('link', { name: 'Dashboard' }));
    await expect(canvas.getByTestId('path')).toHaveTextContent('/settings');
  },
};

/** In the rail, a page's name shows as a tooltip on hover or focus. */
export const RailWithAPageName: Story = {
  args: { compact: true },
  play: async ({ canvasElement }) => {
    const { nav } = parts(canvasElement);
    await userEvent.hover(nav.getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).getByRole('tooltip')).toHaveTextContent('Dashboard'));
  },
};

/** Without a linked bank: Get Started and Settings, then Logout. */
export const WithoutLinkedBank: Story = {
  args: { hasLinkedBank: false },
  play: async ({ canvasElement }) => {
    const { sidebar, nav } = parts(canvasElement);
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['Get Started', 'Settings']);
    await expect(nav.queryByRole('separator')).not.toBeInTheDocument();
    await expect(within(sidebar).getByRole('button', { name: 'Logout' })).toBeVisible();
  },
};
