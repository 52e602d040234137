import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { Skeleton } from '@/shared/ui';
import { LOADING_ACCOUNTS } from '../config/copy';

/** The page's shape while the accounts load. */
export function AccountsSkeleton() {
  return (
    <div role="status" aria-live="polite" className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <span className={css({ srOnly: true })}>{LOADING_ACCOUNTS}</span>
      <div aria-hidden className={css({ display: 'grid', gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: '4' })}>
        {[0, 1, 2, 3].map((n) => (
          <div key={n} className={cx(card({ padding: 'md' }), css({ display: 'flex', flexDirection: 'column', gap: '3' }))}>
            <Skeleton height="0.75rem" width="40%" />
            <Skeleton height="1.5rem" width="70%" />
          </div>
        ))}
      </div>
      <div aria-hidden className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '4' }))}>
        <Skeleton height="1.25rem" width="30%" />
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} height="2.5rem" />
        ))}
      </div>
    </div>
  );
}
