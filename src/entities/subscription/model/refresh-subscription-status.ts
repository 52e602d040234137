import { useCallback } from 'react';
import { useApiMutate } from '@/shared/api';

/** Fetches the subscription status again, wherever it is shown (the cache's explicit invalidation). */
export function useRefreshSubscriptionStatus(): () => Promise<unknown> {
  const mutate = useApiMutate();
  return useCallback(() => mutate(['/api/subscription/status']), [mutate]);
}
