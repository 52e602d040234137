import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { changeFilters, filtersFromSearch, searchFromFilters, type TransactionFilters } from '@/entities/transaction';
import { ROUTES } from '@/shared/config';

export interface UrlFilters {
  filters: TransactionFilters;
  /** Changes some filters (back to page 1 unless the page is what changes). `replace` keeps typing out of the history. */
  update: (change: Partial<TransactionFilters>, options?: { replace?: boolean }) => void;
  /** Shows exactly these filters. */
  show: (filters: TransactionFilters, options?: { replace?: boolean }) => void;
}

/**
 * The page's filters live in its URL (the list API's own parameter names): a filtered view can be
 * bookmarked, shared, and restored with Back.
 */
export function useUrlFilters(): UrlFilters {
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const show = useCallback(
    (next: TransactionFilters, options?: { replace?: boolean }) => {
      const target = `${ROUTES.transactions}${searchFromFilters(next)}`;
      if (target !== `${ROUTES.transactions}${search ? `?${search}` : ''}`) navigate(target, { replace: options?.replace });
    },
    [navigate, search],
  );
  const update = useCallback((change: Partial<TransactionFilters>, options?: { replace?: boolean }) => show(changeFilters(filters, change), options), [filters, show]);
  return { filters, update, show };
}
