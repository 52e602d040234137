import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AssistantButton, isAssistantOpen } from '@/entities/assistant';
import { isAuthenticated } from '@/entities/session';
import { BellIcon, Button, PersonIcon } from '@/shared/ui';
import { Navbar, type NavbarProps } from './Navbar';

// The other widgets' buttons as the navbar shows them, closed (the menus themselves: "Shell/Notifications menu",
// "Shell/Account menu"; everything composed: "Shell/Main layout").
const BANK_ACTIONS = (
  <>
    <Button variant="outline" tone="neutral" size="sm">
      Add institution
    </Button>
    <Button variant="outline" tone="neutral" size="sm">
      Update Institution
    </Button>
  </>
);
const BELL = (
  <Button variant="ghost" tone="neutral" size="icon" aria-label="Notifications">
    <BellIcon />
  </Button>
);
const ACCOUNT = (
  <Button variant="ghost" tone="neutral" size="icon" aria-label="Account menu">
    <PersonIcon />
  </Button>
);

function NavbarAt({ path, ...props }: NavbarProps & { path: string }) {
  return (
    <Router hook={memoryLocation({ path }).hook}>
      <Navbar {...props} />
    </Router>
  );
}

const meta = {
  title: 'Shell/Navbar',
  component: NavbarAt,
  parameters: { layout: 'fullscreen' },
  args: { path: '/accounts', hasLinkedBank: true, bankActions: BANK_ACTIONS, assistant: <AssistantButton />, notifications: BELL, accountMenu: ACCOUNT },
  beforeEach: () => {
    isAuthenticated.value = true;
    return () => {
      isAuthenticated.value = false;
      isAssistantOpen.value = false;
    };
  },
} satisfies Meta<typeof NavbarAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const BANK_AND_ASSISTANT = ['Add institution', 'Update Institution', 'Budget AI Assistant'];

/** With a linked bank: the bank buttons and the assistant button, then the bell and the account menu. */
export const WithLinkedBank: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Bank and assistant' });
    await expect(within(group).getAllByRole('button').map((button) => button.textContent)).toEqual(BANK_AND_ASSISTANT);
    await expect(canvas.getByRole('button', { name: 'Budget AI Assistant' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Account menu' })).toBeVisible();
  },
};

/** The assistant button toggles the chat drawer's signal. */
export const AssistantOpen: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Budget AI Assistant' });
    await userEvent.click(button);
    await expect(isAssistantOpen.value).toBe(true);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Without a linked bank item: no bank or assistant buttons. */
export const WithoutLinkedBank: Story = {
  args: { path: '/getstarted', hasLinkedBank: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('group', { name: 'Bank and assistant' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeVisible();
  },
};

/** On /getstarted even a user with a linked bank sees no bank or assistant buttons. */
export const OnGetStarted: Story = {
  args: { path: '/getstarted' },
  play: async ({ canvasElement }) => {
    for (const name of BANK_AND_ASSISTANT) await expect(within(canvasElement).queryByRole('button', { name })).not.toBeInTheDocument();
  },
};

/** A lapsed subscriber (no active or grace-period subscription): no bank or assistant buttons, which would only be refused. */
export const Lapsed: Story = {
  args: { path: '/settings', isSubscribed: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('group', { name: 'Bank and assistant' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Account menu' })).toBeVisible();
  },
};

/** Signed out: the logo only. */
export const SignedOut: Story = {
  beforeEach: () => {
    isAuthenticated.value = false;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Ledgerline home' })).toBeVisible();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};
