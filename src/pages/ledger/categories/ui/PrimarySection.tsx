import { useId } from 'react';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import type { CategoryPrimary } from '@/shared/api';
import { PRIMARIES_DESCRIPTION, PRIMARIES_TITLE } from '../config/copy';
import { PrimaryRow, type PrimaryRowProps } from './PrimaryRow';

export interface PrimarySectionProps extends Pick<PrimaryRowProps, 'onAction' | 'onRename' | 'onRenameDone'> {
  /** The taxonomy's primaries in its order, by the person's names. */
  primaries: readonly CategoryPrimary[];
  /** The code of the one being renamed in place, if any. */
  renaming: string | undefined;
}

/** Plaid's primary categories, after the groups: each by the person's name, renamed in place or named by the bank's words again. */
export function PrimarySection({ primaries, renaming, onAction, onRename, onRenameDone }: PrimarySectionProps) {
  const headingId = useId();
  const descriptionId = useId();
  return (
    <section aria-labelledby={headingId} aria-describedby={descriptionId} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <div>
        <h2 id={headingId} className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
          {PRIMARIES_TITLE}
        </h2>
        <p id={descriptionId} className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {PRIMARIES_DESCRIPTION}
        </p>
      </div>
      <ul className={cx(card({ padding: 'none' }), css({ px: '4' }))}>
        {primaries.map((primary) => (
          <PrimaryRow key={primary.code} primary={primary} renaming={renaming === primary.code} onAction={onAction} onRename={onRename} onRenameDone={onRenameDone} />
        ))}
      </ul>
    </section>
  );
}
