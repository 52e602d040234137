import type { Preview } from '@storybook/react-vite';
import { SWRConfig } from 'swr';
import { swrCachePolicy } from '@/shared/api';
import { mswAnnotations } from './msw';
import '../src/index.css';

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
