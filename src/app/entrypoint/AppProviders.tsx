import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { swrCachePolicy } from '@/shared/api';
import { Toaster } from '@/shared/ui';

/** App-wide context: the data cache with the spec's policy, and the one toast region. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={swrCachePolicy}>
      {children}
      <Toaster />
    </SWRConfig>
  );
}
