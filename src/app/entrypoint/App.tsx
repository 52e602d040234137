import { lazy, Suspense } from 'react';
import { isSessionReady } from '@/entities/session';
import { AppProviders } from './AppProviders';
import { AppRouter } from '../router/AppRouter';
import { OfflineBanner } from '../layouts/Offline';

// The bank-data syncs concern signed-in users only: their code loads once a session is ready.
const MetadataPolling = lazy(() => import('./MetadataPolling').then((module) => ({ default: module.MetadataPolling })));

function BankDataSync() {
  if (!isSessionReady.value) return null;
  return (
    <Suspense fallback={null}>
      <MetadataPolling />
    </Suspense>
  );
}

export function App() {
  return (
    <AppProviders>
      <OfflineBanner />
      <BankDataSync />
      <AppRouter />
    </AppProviders>
  );
}
