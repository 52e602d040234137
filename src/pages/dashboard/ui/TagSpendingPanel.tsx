import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { useTagSpending } from '@/entities/dashboard';
import { selectedRange } from '@/entities/period';
import { dataStatus } from '@/shared/api';
import { formatMoney } from '@/shared/lib';
import { DataPanel, amountText, figureLink, mutedText } from '@/shared/ui';
import { LOADING_TAGS, NO_TAGS_TEXT, NO_TAGS_TITLE, TAGS_TITLE, tagTransactionsCount } from '../config/copy';
import { tagHref } from '../lib/figure-links';

/** The period's spending on each of the person's tags, largest first, each linking to exactly the rows it adds up (hidden rows are in no figure). */
export function TagSpendingPanel() {
  const range = selectedRange.value;
  const spending = useTagSpending(range);
  const status = dataStatus(spending, (answer) => answer.tags.length === 0);
  const largest = Math.max(0, ...(spending.data?.tags.map((t) => t.spent) ?? []));

  return (
    <DataPanel title={TAGS_TITLE} status={status} loadingLabel={LOADING_TAGS} emptyTitle={NO_TAGS_TITLE} emptyText={NO_TAGS_TEXT} onRetry={spending.retry}>
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        {spending.data?.tags.map((tag) => (
          <li key={tag.name} className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
            <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '3', fontSize: 'sm' })}>
              <Link href={tagHref(range, tag.name)} className={`${figureLink} ${css({ fontWeight: 'medium', overflowWrap: 'anywhere' })}`}>
                {tag.name}
              </Link>
              <span className={amountText}>{formatMoney(tag.spent)}</span>
            </div>
            <div aria-hidden className={css({ h: '1.5', bg: 'bg.muted', borderRadius: 'full', overflow: 'hidden' })}>
              <div className={css({ h: 'full', borderRadius: 'full', bg: 'brand.solid' })} style={{ width: `${largest > 0 ? (Math.max(tag.spent, 0) / largest) * 100 : 0}%` }} />
            </div>
            <span className={`${mutedText} ${css({ fontSize: 'xs' })}`}>{tagTransactionsCount(tag.transactions)}</span>
          </li>
        ))}
      </ul>
    </DataPanel>
  );
}
