import { css, cx } from 'styled-system/css';
import { TRY_AGAIN } from '@/shared/config';
import { Button } from '@/shared/ui';

export interface RetryNoticeProps {
  /** A bold first line, when the notice stands for a whole block. */
  title?: string;
  text: string;
  onRetry: () => void;
  className?: string;
}

/** A read that failed: what could not be loaded, and "Try again". */
export function RetryNotice({ title, text, onRetry, className }: RetryNoticeProps) {
  return (
    <div role="alert" className={cx(css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '2', fontSize: 'sm' }), className)}>
      {title && <p className={css({ fontWeight: 'semibold' })}>{title}</p>}
      <p className={css({ color: 'fg.muted' })}>{text}</p>
      <Button variant="outline" tone="neutral" size="sm" onClick={onRetry}>
        {TRY_AGAIN}
      </Button>
    </div>
  );
}
