import { css } from 'styled-system/css';
import type { RulePreview } from '@/entities/rule';
import { formatPlainDate } from '@/shared/lib';
import { Amount, mutedText } from '@/shared/ui';
import { NEWEST_EXAMPLES } from '../config/copy';

const row = css({ display: 'flex', alignItems: 'baseline', gap: '3', py: '1.5', borderBottomWidth: '1px', borderColor: 'border.default', fontSize: 'sm', _last: { borderBottomWidth: '0' } });

/** The newest transactions a rule would change: date, the bank's text, amount. */
export function PreviewExamples({ examples }: Pick<RulePreview, 'examples'>) {
  if (examples.length === 0) return null;
  return (
    <section aria-label={NEWEST_EXAMPLES} className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
      <h3 className={`${mutedText} ${css({ fontWeight: 'semibold' })}`}>{NEWEST_EXAMPLES}</h3>
      <ul>
        {examples.map((example) => (
          <li key={example.transaction_id} className={row}>
            <time dateTime={example.date} className={css({ color: 'fg.muted', whiteSpace: 'nowrap', fontSize: 'xs' })}>
              {formatPlainDate(example.date)}
            </time>
            <span className={css({ flex: '1', minW: '0', overflowWrap: 'anywhere' })}>{example.name}</span>
            <Amount amount={example.amount} direction={example.direction} />
          </li>
        ))}
      </ul>
    </section>
  );
}
