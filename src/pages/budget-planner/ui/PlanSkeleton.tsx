import { css } from 'styled-system/css';
import { Skeleton } from '@/shared/ui';
import { LOADING_PLAN } from '../config/copy';

/** The plan's shape while it loads: the totals, then a row per category. */
export function PlanSkeleton() {
  return (
    <div role="status" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <span className={css({ srOnly: true })}>{LOADING_PLAN}</span>
      <Skeleton height="4rem" />
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} height="2.75rem" />
      ))}
    </div>
  );
}
