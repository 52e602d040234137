import { useEffect } from 'react';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { recordTransactionsVisit, transactionsHref, useToReview, type TransactionFilters } from '@/entities/transaction';
import { useApiMutate } from '@/shared/api';
import { actionLink } from '@/shared/ui';
import { toReviewText } from '../config/copy';

/**
 * Opening the page records a visit (one goes on for 30 minutes); the rows that arrived since the
 * previous visit and are not marked reviewed are counted here, with a link that lists them. While
 * the list shows only them, it says so instead.
 */
export function ToReviewNotice({ filters }: { filters: TransactionFilters }) {
  const review = useToReview();
  const mutate = useApiMutate();
  useEffect(() => {
    void recordTransactionsVisit()
      .then(() => mutate(['/db_api/transactions/to_review']))
      .catch(() => undefined);
  }, [mutate]);
  const count = review.data?.count ?? 0;
  if (count === 0 || filters.to_review) return null;
  return (
    <p role="status" className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '2', fontSize: 'sm', px: '3', py: '2', borderRadius: 'md', bg: 'bg.muted' })}>
      <span>{toReviewText(count)}</span>
      <Link href={transactionsHref({ start_date: filters.start_date, end_date: filters.end_date, to_review: true })} className={actionLink}>
        Show them
      </Link>
    </p>
  );
}
