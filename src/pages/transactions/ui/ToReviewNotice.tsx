import { useEffect } from 'react';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { recordTransactionsVisit, transactionsHref, useToReview, type TransactionFilters } from '@/entities/transaction';
import { useRefetchOnScreen } from '@/shared/api';
import { actionLink } from '@/shared/ui';
import { toReviewText } from '../config/copy';

const TO_REVIEW = ['/db_api/transactions/to_review'] as const;

/**
 * Opening the page records a visit (one goes on for 30 minutes); the rows that arrived since the
 * previous visit and are not marked reviewed are counted here, with a link that lists them. While
 * the list shows only them, it says so instead.
 */
export function ToReviewNotice({ filters }: { filters: TransactionFilters }) {
  const review = useToReview();
  // The count stays on screen while it is asked again (dropping it first made the notice blink out and back).
  const refetch = useRefetchOnScreen(TO_REVIEW);
  useEffect(() => {
    void recordTransactionsVisit()
      .then(refetch)
      .catch(() => undefined);
  }, [refetch]);
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
