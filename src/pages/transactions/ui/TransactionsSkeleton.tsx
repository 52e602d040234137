import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { Skeleton } from '@/shared/ui';
import { LOADING_TRANSACTIONS } from '../config/copy';

/** The page's shape while the first rows load. */
export function TransactionsSkeleton() {
  return (
    <div role="status" aria-live="polite" className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <span className={css({ srOnly: true })}>{LOADING_TRANSACTIONS}</span>
      <div aria-hidden className={cx(card({ padding: 'md' }), css({ display: 'flex', gap: '8' }))}>
        {[0, 1, 2].map((n) => (
          <div key={n} className={css({ display: 'flex', flexDirection: 'column', gap: '2', width: '24' })}>
            <Skeleton height="0.75rem" width="60%" />
            <Skeleton height="1.25rem" />
          </div>
        ))}
      </div>
      <div aria-hidden className={cx(card({ padding: 'md' }), css({ display: 'flex', flexDirection: 'column', gap: '3' }))}>
        {Array.from({ length: 8 }, (_, n) => (
          <Skeleton key={n} height="2.25rem" />
        ))}
      </div>
    </div>
  );
}
