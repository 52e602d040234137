import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { css } from 'styled-system/css';
import { authUser } from '@/entities/session';
import { AccountMenu, SIGNED_OUT } from './AccountMenu';

/** The menu at the end of a bar, and where the app is, for screen readers and checks only (to see Settings navigate). */
function AccountMenuInBar() {
  const [path] = useLocation();
  return (
    <div data-testid="bar" style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', width: 480, padding: 8 }}>
      <output data-testid="path" className={css({ srOnly: true })}>
        {path}
      </output>
      <AccountMenu />
    </div>
  );
}

const meta = {
  title: 'Shell/Account Menu',
  component: AccountMenuInBar,
  decorators: [
    (Story) => (
      <Router hook={memoryLocation({ path: '/accounts' }).hook}>
        <Story />
      </Router>
    ),
  ],
  beforeEach: () => {
    authUser.value = { email: 'ada@example.com', name: 'Ada Lovelace', sub: 'auth0|ada' };
    return () => {
      authUser.value = null;
    };
  },
} satisfies Meta<typeof AccountMenuInBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const openMenu = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account menu' }));
  return within(canvasElement.ownerDocument.body).findByRole('menu');
};

/** Open: the signed-in email, Settings and Logout. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Account menu' })).toHaveTextContent('A');
    const menu = await openMenu(canvasElement);
    await waitFor(() => expect(within(menu).getByText('ada@example.com')).toBeVisible());
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Settings', 'Logout']);
  },
};

/** No user known: "Signed Out" in place of the email. */
export const SignedOut: Story = {
  beforeEach: () => {
    authUser.value = null;
  },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await waitFor(() => expect(within(menu).getByText(SIGNED_OUT)).toBeVisible());
  },
};

/** Settings leads to /settings, from the keyboard too. */
export const ToSettings: Story = {
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: 'Account menu' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    // Keys go to the menu once it has taken focus (a frame after it opens).
    await waitFor(() => expect(menu.contains(menu.ownerDocument.activeElement)).toBe(true));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(canvasElement).getByTestId('path')).toHaveTextContent('/settings'));
  },
};

/** A click outside closes it, fading out over 200 ms before it is gone. */
export const ClosedByAClickOutside: Story = {
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await waitFor(() => expect(menu).toHaveAttribute('data-state', 'open'));
    // Read the moment it starts closing: on a busy machine its exit animation can be over (and the
    // menu gone) before the click's promise resolves.
    const closingAnimation = new Promise<string>((resolve) => {
      const observer = new MutationObserver(() => {
        if (menu.getAttribute('data-state') !== 'closed') return;
        observer.disconnect();
        resolve(getComputedStyle(menu).animationDuration);
      });
      observer.observe(menu, { attributes: true, attributeFilter: ['data-state'] });
    });
    // The menu starts listening for outside clicks a frame after it opens: click until it has.
    await waitFor(async () => {
      await userEvent.click(within(canvasElement).getByTestId('bar'));
      expect(menu).toHaveAttribute('data-state', 'closed');
    });
    await expect(await closingAnimation).toBe('0.2s');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
  },
};
