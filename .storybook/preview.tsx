import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { SWRConfig } from 'swr';
import { swrCachePolicy } from '@/shared/api';
import { STORY_VIEWPORTS } from '@/shared/test-kit';
import { mswAnnotations } from './msw';
import '../src/index.css';

// An upper bound for findBy… and waitFor, which wait for a condition: a story opened alone in a fresh
// page, on a busy machine, can take more than the default second to show its data (several, while other stories run beside it).
configure({ asyncUtilTimeout: 15_000 });

const preview: Preview = {
  // Every component gets a docs page: its description (the JSDoc above it and above each story), its props and controls.
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // The widths the app is designed for, from a phone to a wide desktop.
    viewport: { options: STORY_VIEWPORTS },
    // The gallery's areas in the product's order, not the alphabet's.
    options: {
      storySort: {
        order: ['Foundations', ['Tokens', 'Components'], 'Sign-In and Subscription', 'Bank Linking', 'Shell', 'Accounts', 'Transactions', 'Categories', 'Dashboard', 'Merchants', 'Budgets', 'Budget Overview', 'Assistant', 'Settings'],
      },
    },
  },
  ...mswAnnotations,
  decorators: [
    // A fresh SWR cache per story, so one story's data never leaks into the next.
    (Story) => (
      <SWRConfig value={{ ...swrCachePolicy, provider: () => new Map() }}>
        <Story />
      </SWRConfig>
    ),
  ],
};

export default preview;
