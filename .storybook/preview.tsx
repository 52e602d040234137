import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { SWRConfig } from 'swr';
import { swrCachePolicy } from '@/shared/api';
import { mswAnnotations } from './msw';
import '../src/index.css';

// An upper bound for findBy… and waitFor, which wait for a condition: a story opened alone in a fresh
// page, on a busy machine, can take more than the default second to show its data.
configure({ asyncUtilTimeout: 5_000 });

const preview: Preview = {
  parameters: {
    layout: 'centered',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
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
