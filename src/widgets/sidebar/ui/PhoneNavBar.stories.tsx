import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { STORY_VIEWPORTS } from '@/shared/test-kit';
import { collapseSidebar } from '../model/sidebar-state';
import { PhoneNavBar, type PhoneNavBarProps } from './PhoneNavBar';
import { Sidebar } from './Sidebar';

/** A phone's main layout without its navbar: the sidebar (no rail at this width), the page, the bottom bar. */
function PhoneShell(props: PhoneNavBarProps) {
  return (
    <Router hook={memoryLocation({ path: '/transactions' }).hook}>
      <div style={{ display: 'flex', flexDirection: 'column', height: '100dvh' }}>
        <div style={{ flex: 1, minHeight: 0, display: 'flex' }}>
          <Sidebar hasLinkedBank={props.hasLinkedBank} isSubscribed={props.isSubscribed} compact />
          <main style={{ flex: 1, padding: 16 }}>
            <h1 style={{ fontSize: 24, fontWeight: 700 }}>Transactions</h1>
          </main>
        </div>
        <PhoneNavBar {...props} />
      </div>
    </Router>
  );
}

const meta = {
  title: 'Shell/Phone Bar',
  component: PhoneShell,
  parameters: { layout: 'fullscreen', viewport: { options: STORY_VIEWPORTS } },
  globals: { viewport: { value: 'phone' } },
  args: { hasLinkedBank: true, isSubscribed: true },
  beforeEach: () => collapseSidebar,
} satisfies Meta<typeof PhoneShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const bar = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('navigation', { name: 'Quick links' }));

/** Below 768 px: the four most used pages and "More" under the page; the current page is marked; no rail beside the page. */
export const WithLinkedBank: Story = {
  play: async ({ canvasElement }) => {
    const links = bar(canvasElement).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Dashboard', 'Transactions', 'Budget Tracker', 'Accounts']);
    await expect(bar(canvasElement).getByRole('link', { name: 'Transactions' })).toHaveAttribute('aria-current', 'page');
    await expect(bar(canvasElement).getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'false');
    await expect(within(canvasElement).getByRole('main').getBoundingClientRect().left).toBe(0);
  },
};

/** Without a linked bank: Get Started and Settings, and "More". */
export const WithoutLinkedBank: Story = {
  args: { hasLinkedBank: false },
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement).getAllByRole('link').map((link) => link.textContent)).toEqual(['Get Started', 'Settings']);
  },
};

/** "More" open: the spec's whole sidebar over the dimmed page, focus on its first entry. */
export const MoreOpen: Story = {
  play: async ({ canvasElement }) => {
    const more = bar(canvasElement).getByRole('button', { name: 'More' });
    await userEvent.click(more);
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    await waitFor(() => expect(nav.getByRole('link', { name: 'Accounts' })).toHaveFocus());
    // It fades in.
    await waitFor(() => expect(nav.getByRole('link', { name: 'Merchant Insights' })).toBeVisible());
  },
};
