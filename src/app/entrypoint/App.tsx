import { AppProviders } from './AppProviders';
import { MetadataPolling } from './MetadataPolling';
import { AppRouter } from '../router/AppRouter';

export function App() {
  return (
    <AppProviders>
      <MetadataPolling />
      <AppRouter />
    </AppProviders>
  );
}
