import { useApiQuery, type ActiveItem } from '@/shared/api';

/** `GET /db_api/items/active`: the user's linked institutions (unpaginated), cached by the spec's policy. */
export function useActiveInstitutions() {
  const { data, error, isLoading } = useApiQuery('/db_api/items/active');
  return { institutions: data?.items as ActiveItem[] | undefined, error, isLoading };
}
