import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { swrCachePolicy } from '@/shared/api';
import { Toaster } from '@/shared/ui';
import { AuthProvider } from './AuthProvider';

/** App-wide context: authentication, the data cache with the spec's policy, and the one toast region. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      <SWRConfig value={swrCachePolicy}>
        {children}
        <Toaster />
      </SWRConfig>
    </AuthProvider>
  );
}
