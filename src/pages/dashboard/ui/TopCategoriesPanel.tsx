import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { selectedRange } from '@/entities/period';
import { categoryLabel, formatMoney } from '@/shared/lib';
import { DataPanel, amountText, categoryColor, figureLink, mutedText } from '@/shared/ui';
import { CATEGORIES_TITLE, EMPTY_PERIOD_TEXT, EMPTY_PERIOD_TITLE, LOADING_CATEGORIES, shareOfSpent } from '../config/copy';
import { categoryHref } from '../lib/figure-links';
import { dataStatus } from '@/shared/api';
import { usePeriodStats } from '../model/period-stats';

const percent = (ratio: number) => new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 0 }).format(ratio);

/** The period's spending per primary category, largest first, each with its share, its colour in every chart and a link to its transactions. */
export function TopCategoriesPanel() {
  const range = selectedRange.value;
  const stats = usePeriodStats();
  const status = dataStatus(stats, (answer) => answer.by_category.every((entry) => entry.amount <= 0));
  const categories = stats.data?.by_category.filter((entry) => entry.amount > 0) ?? [];
  const largest = categories[0]?.amount ?? 0;
  const spent = stats.data?.total_spending ?? 0;

  return (
    <DataPanel title={CATEGORIES_TITLE} status={status} loadingLabel={LOADING_CATEGORIES} emptyTitle={EMPTY_PERIOD_TITLE} emptyText={EMPTY_PERIOD_TEXT} onRetry={stats.retry}>
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        {categories.map((entry) => {
          const label = categoryLabel(entry.category);
          const href = categoryHref(range, entry.category);
          return (
            <li key={entry.category ?? 'none'} className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
              <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '3', fontSize: 'sm' })}>
                {href ? (
                  <Link href={href} className={`${figureLink} ${css({ fontWeight: 'medium' })}`}>
                    {label}
                  </Link>
                ) : (
                  <span className={css({ fontWeight: 'medium' })}>{label}</span>
                )}
                <span className={amountText}>{formatMoney(entry.amount)}</span>
              </div>
              <div aria-hidden className={css({ h: '1.5', bg: 'bg.muted', borderRadius: 'full', overflow: 'hidden' })}>
                <div className={css({ h: 'full', borderRadius: 'full' })} style={{ width: `${largest > 0 ? (entry.amount / largest) * 100 : 0}%`, backgroundColor: categoryColor(entry.category) }} />
              </div>
              {spent > 0 && <span className={`${mutedText} ${css({ fontSize: 'xs' })}`}>{shareOfSpent(percent(entry.amount / spent))}</span>}
            </li>
          );
        })}
      </ul>
    </DataPanel>
  );
}
