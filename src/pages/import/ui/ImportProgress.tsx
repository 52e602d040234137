import { useId } from 'react';
import { css } from 'styled-system/css';
import { COMMIT_TIMED_OUT, COMMITTING_TITLE, committingText } from '../config/copy';
import { section, sectionTitle } from './styles';

/** A large import being stored by the background job: an indeterminate bar until its status changes. */
export function ImportProgress({ fileName, rows, timedOut }: { fileName: string; rows: number; timedOut: boolean }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={section}>
      <h2 id={titleId} className={sectionTitle}>
        {COMMITTING_TITLE}
      </h2>
      <p className={css({ color: 'fg.muted' })}>
        {fileName}: {committingText(rows)}
      </p>
      <div
        role="progressbar"
        aria-labelledby={titleId}
        aria-valuetext={committingText(rows)}
        className={css({ position: 'relative', h: '2', borderRadius: 'full', bg: 'bg.muted', overflow: 'hidden' })}
      >
        <span
          className={css({
            position: 'absolute',
            insetY: '0',
            insetX: '0',
            borderRadius: 'full',
            bg: 'brand.solid',
            animation: 'pulse 1.4s ease-in-out infinite',
            _motionReduce: { animation: 'none' },
          })}
        />
      </div>
      {timedOut && (
        <p role="status" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {COMMIT_TIMED_OUT}
        </p>
      )}
    </section>
  );
}
