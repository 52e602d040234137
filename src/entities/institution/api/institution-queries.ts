import { useApiImmutable, useApiQuery, type Account, type ActiveItem } from '@/shared/api';

/** `GET /db_api/items/active`: the user's linked institutions (unpaginated), cached by the spec's policy. */
export function useActiveInstitutions() {
  const { data, error, isLoading } = useApiQuery('/db_api/items/active');
  return { institutions: data?.items as ActiveItem[] | undefined, error, isLoading };
}

/**
 * `GET /api/accounts`, cached indefinitely. A failure, or Plaid's item error when no institution
 * can be read, counts as no data (spec section 8: silently).
 */
export function useLinkedAccounts() {
  const { data, isLoading } = useApiImmutable('/api/accounts');
  const accounts: Account[] | undefined = data && 'accounts' in data ? data.accounts : data ? [] : undefined;
  return { accounts, isLoading };
}
