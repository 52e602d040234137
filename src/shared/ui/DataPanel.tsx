import { useId, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { BLOCK_LOAD_FAILED, TRY_AGAIN } from '@/shared/config';
import type { DataStatus } from '@/shared/api';
import { Button } from './Button';
import { Skeleton } from './Skeleton';

export interface DataPanelProps {
  /** The block's heading (an `<h2>`), which also names its region. */
  title: string;
  /** A short line under the heading. */
  description?: ReactNode;
  /** At the end of the heading row (a link, a Chart / Table toggle), once there is data. */
  actions?: ReactNode;
  /** Before `actions`, in every state: what chooses the data (a period), so a failed or empty one can be left. */
  controls?: ReactNode;
  status: DataStatus;
  /** Announced while loading, e.g. "Loading top merchants…". */
  loadingLabel: string;
  /** The loading shape; three grey rows by default. */
  skeleton?: ReactNode;
  /** What the empty state says, and the hint of what to do. */
  emptyTitle: string;
  emptyText: string;
  /** Asks again after a failure (the "Try again" button). */
  onRetry: () => void;
  className?: string;
  children?: ReactNode;
}

const DEFAULT_SKELETON = (
  <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
    <Skeleton height="1.5rem" width="60%" />
    <Skeleton height="1.5rem" />
    <Skeleton height="1.5rem" width="80%" />
  </div>
);

/**
 * One block of a data page (a figure, a chart, a list) on a card, with its own loading, empty and
 * failed states, so one slow or failing call never blanks the whole page.
 */
export function DataPanel({ title, description, actions, controls, status, loadingLabel, skeleton = DEFAULT_SKELETON, emptyTitle, emptyText, onRetry, className, children }: DataPanelProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} aria-busy={status === 'loading' || undefined} className={cx(card({ padding: 'none' }), css({ display: 'flex', flexDirection: 'column', minW: '0' }), className)}>
      <header className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '3', px: { base: '4', md: '5' }, pt: '4', pb: '3' })}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' })}>
          <h2 id={titleId} className={css({ fontSize: 'md', fontWeight: 'semibold' })}>
            {title}
          </h2>
          {description && <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{description}</p>}
        </div>
        {(controls || (actions && status === 'ready')) && (
          <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
            {controls}
            {status === 'ready' && actions}
          </div>
        )}
      </header>
      <div className={css({ px: { base: '4', md: '5' }, pb: '5', flex: '1', minW: '0' })}>
        {status === 'loading' && (
          <div role="status">
            <span className={css({ srOnly: true })}>{loadingLabel}</span>
            {skeleton}
          </div>
        )}
        {status === 'failed' && (
          <div role="alert" className={css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '3', py: '4' })}>
            <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{BLOCK_LOAD_FAILED}</p>
            <Button variant="outline" tone="neutral" size="sm" onClick={onRetry}>
              {TRY_AGAIN}
            </Button>
          </div>
        )}
        {status === 'empty' && (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', py: '4' })}>
            <p className={css({ fontSize: 'sm', fontWeight: 'medium' })}>{emptyTitle}</p>
            <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{emptyText}</p>
          </div>
        )}
        {status === 'ready' && children}
      </div>
    </section>
  );
}
