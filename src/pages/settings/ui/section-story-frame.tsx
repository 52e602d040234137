import type { Decorator } from '@storybook/react-vite';
import { SWRConfig } from 'swr';
import { accessToken } from '@/shared/api';
import { Toaster, toaster } from '@/shared/ui';

/** A Settings section's story: a fresh SWR cache, the section's width, and the toasts it raises. */
export const withCacheAndToaster: Decorator = (Story) => (
  <SWRConfig value={{ provider: () => new Map() }}>
    <div style={{ maxWidth: '40rem', padding: '2rem 1.5rem' }}>
      <Story />
      <Toaster />
    </div>
  </SWRConfig>
);

/** Signed in for the story; signed out and the toasts cleared after it. */
export function signedInForStory() {
  accessToken.value = 'story-token';
  return () => {
    accessToken.value = null;
    toaster.remove();
  };
}
