import { css } from 'styled-system/css';
import { Skeleton } from '@/shared/ui';
import { LOADING } from '../config/copy';

/** The list's shape while the rules load: a few rows of a sentence and its buttons. */
export function RulesSkeleton() {
  return (
    <div role="status" aria-label={LOADING} className={css({ display: 'flex', flexDirection: 'column' })}>
      {[80, 65, 90].map((width) => (
        <div key={width} className={css({ display: 'flex', flexDirection: 'column', gap: '2', py: '4', borderBottomWidth: '1px', borderColor: 'border.default' })}>
          <Skeleton height="0.875rem" width="4rem" />
          <Skeleton height="1.25rem" width={`${width}%`} />
          <Skeleton height="2rem" width="60%" />
        </div>
      ))}
    </div>
  );
}
