import { useApiQuery, type components } from '@/shared/api';

/** The plan on offer: name, price per interval, currency and the first subscription's free trial. */
export type SubscriptionPlan = components['schemas']['SubscriptionPlan'];

/** `GET /api/subscription/plan` through the data cache. */
export function useSubscriptionPlan() {
  const { data, error, isLoading, mutate } = useApiQuery('/api/subscription/plan');
  return { plan: data, error, isLoading, retry: () => void mutate() };
}
