import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { ChevronDownIcon } from '@/shared/ui';
import type { FaqEntry } from '../config/faq';

/** A question that opens to its answer (a native disclosure: keyboard and screen readers get it for free). */
export function FaqItem({ entry }: { entry: FaqEntry }) {
  return (
    <details className={cx(card({ elevation: 'flat', padding: 'none' }), css({ '&[open] > summary svg': { transform: 'rotate(180deg)' } }))}>
      <summary
        className={css({
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '4',
          px: '5',
          py: '4',
          fontWeight: 'semibold',
          cursor: 'pointer',
          listStyle: 'none',
          borderRadius: 'surface',
          '&::-webkit-details-marker': { display: 'none' },
          _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
        })}
      >
        {entry.question}
        <ChevronDownIcon strokeWidth={2} className={css({ flexShrink: '0', color: 'fg.subtle', transition: 'transform 150ms' })} />
      </summary>
      <div className={css({ display: 'grid', gap: '3', px: '5', pb: '5', color: 'fg.muted', lineHeight: 'relaxed' })}>
        {entry.answer.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </details>
  );
}
