import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { TRY_AGAIN } from '@/shared/config';
import { Button } from './Button';

export interface StatePanelProps {
  title: string;
  text: string;
  /** `alert` for a failure the person should notice at once. */
  role?: 'alert' | 'status';
  action?: ReactNode;
}

/** The page's empty, unavailable and failure states: what happened and what to do. */
export function StatePanel({ title, text, role, action }: StatePanelProps) {
  return (
    <div role={role} className={cx(card({ padding: 'none' }), css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '3', px: '6', py: '12', textAlign: 'center' }))}>
      <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>{title}</h2>
      <p className={css({ fontSize: 'sm', color: 'fg.muted', maxW: 'prose' })}>{text}</p>
      {action && <div className={css({ mt: '2' })}>{action}</div>}
    </div>
  );
}

export interface FailedPanelProps {
  title: string;
  text: string;
  /** Asks again (the panel's "Try again"). */
  onRetry: () => void;
}

/** A page whose read failed: what happened, that the data is safe, and "Try again". */
export function FailedPanel({ title, text, onRetry }: FailedPanelProps) {
  return (
    <StatePanel
      role="alert"
      title={title}
      text={text}
      action={
        <Button variant="outline" tone="neutral" onClick={onRetry}>
          {TRY_AGAIN}
        </Button>
      }
    />
  );
}
