import { Progress } from '@ark-ui/react/progress';
import { Link } from 'wouter';
import { css, cx } from 'styled-system/css';
import { carrySource, signedMoney } from '@/entities/budget';
import type { BudgetTrackerRow } from '@/shared/api';
import { formatMoney, lineLabel, type DateRange } from '@/shared/lib';
import { figureLink, mutedText } from '@/shared/ui';
import { AVAILABLE, CARRIED, carriedNote, overBy, PAID, PAID_DOWN, REMAINING, SPENT, usedOf } from '../config/copy';
import { lineHref } from '../lib/category-links';
import { usedPercent } from '../lib/used-percent';

const percentText = (percent: number) => `${percent}%`;

/** One budgeted line: what it has, what went (spent, or paid to a debt or savings), what is left (or how far over), and a bar of it. */
export function TrackerRow({ row, range }: { row: BudgetTrackerRow; range: DateRange }) {
  const label = lineLabel(row.category);
  const href = lineHref(range, row.category, row.kind);
  const percent = usedPercent(row);
  const went = row.kind === 'spending' ? SPENT : row.kind === 'card_paydown' ? PAID_DOWN : PAID;
  return (
    <li className={css({ display: 'flex', flexDirection: 'column', gap: '2', py: '3', borderBottomWidth: '1px', borderColor: 'border.default', _last: { borderBottomWidth: '0' } })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'baseline', columnGap: '4', rowGap: '1' })}>
        {href ? (
          <Link href={href} className={cx(figureLink, css({ fontWeight: 'semibold' }))}>
            {label}
          </Link>
        ) : (
          <span className={css({ fontWeight: 'semibold' })}>{label}</span>
        )}
        {row.over_budget ? (
          <span className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'danger.text' })}>{overBy(formatMoney(-row.remaining))}</span>
        ) : (
          <span className={css({ fontSize: 'sm', fontVariantNumeric: 'tabular-nums' })}>
            {REMAINING} {formatMoney(row.remaining)}
          </span>
        )}
      </div>
      <Progress.Root value={percent} min={0} max={100} translations={{ value: () => usedOf(label, percentText(percent), went.toLowerCase()) }}>
        <Progress.Track className={css({ h: '2', bg: 'bg.muted', borderRadius: 'pill', overflow: 'hidden' })}>
          <Progress.Range className={css({ h: 'full', borderRadius: 'pill', bg: row.over_budget ? 'danger.solid' : 'brand.solid' })} />
        </Progress.Track>
      </Progress.Root>
      <dl className={cx(mutedText, css({ display: 'flex', flexWrap: 'wrap', columnGap: '4', rowGap: '1', fontVariantNumeric: 'tabular-nums', '& div': { display: 'flex', gap: '1' } }))}>
        <div>
          <dt>{AVAILABLE}</dt>
          <dd>{formatMoney(row.available)}</dd>
        </div>
        <div>
          <dt>{went}</dt>
          <dd>{formatMoney(row.spent)}</dd>
        </div>
        {row.carried !== 0 && row.carry && (
          <div>
            <dt className={css({ srOnly: true })}>{CARRIED}</dt>
            <dd>({carriedNote(signedMoney(row.carried), carrySource(row.carry))})</dd>
          </div>
        )}
      </dl>
    </li>
  );
}
