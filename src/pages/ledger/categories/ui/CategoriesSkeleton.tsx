import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { Skeleton } from '@/shared/ui';
import { LOADING } from '../config/copy';
import { groupColumns } from './group-columns';

/** The page's shape while the person's categories load: a few groups of rows. */
export function CategoriesSkeleton() {
  return (
    <div role="status" aria-label={LOADING} className={groupColumns}>
      {[5, 3, 4, 3].map((rows, group) => (
        <div key={group} className={cx(card({ padding: 'md' }), css({ breakInside: 'avoid', mb: '6', display: 'flex', flexDirection: 'column', gap: '3' }))}>
          <Skeleton height="1.5rem" width="45%" />
          {Array.from({ length: rows }, (_, row) => (
            <Skeleton key={row} height="1.75rem" width={`${85 - ((row * 13) % 30)}%`} />
          ))}
        </div>
      ))}
    </div>
  );
}
