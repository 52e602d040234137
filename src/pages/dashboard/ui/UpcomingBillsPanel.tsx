import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { UPCOMING_BILLS_DAYS, useUpcomingBills } from '@/entities/dashboard';
import { MerchantAvatar } from '@/entities/merchant';
import { daysUntil, formatMoney, formatPlainDate, todayIsoDate, toCents } from '@/shared/lib';
import { DataPanel, actionLink, amountText, figureLink, mutedText } from '@/shared/ui';
import { ROUTES } from '@/shared/config';
import { BILLS_TITLE, BILLS_TOTAL, SEE_ALL_RECURRING, SEE_FORECAST, billsDescription, FREQUENCY, inDays, LOADING_BILLS, NO_BILLS_TEXT, NO_BILLS_TITLE } from '../config/copy';
import { billHref } from '../lib/figure-links';
import { dataStatus } from '@/shared/api';

/** Recurring payments expected in the next 30 days, soonest first, and what they add up to. */
export function UpcomingBillsPanel() {
  const upcoming = useUpcomingBills();
  const status = dataStatus(upcoming, (bills) => bills.length === 0);
  const today = todayIsoDate();
  const total = (upcoming.data ?? []).reduce((sum, bill) => sum + toCents(bill.amount), 0) / 100;
  return (
    <DataPanel
      title={BILLS_TITLE}
      description={billsDescription(UPCOMING_BILLS_DAYS)}
      status={status}
      loadingLabel={LOADING_BILLS}
      emptyTitle={NO_BILLS_TITLE}
      emptyText={NO_BILLS_TEXT}
      onRetry={upcoming.retry}
      actions={
        <span className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
          <Link href={ROUTES.forecast} className={actionLink}>
            {SEE_FORECAST}
          </Link>
          <Link href={ROUTES.recurring} className={actionLink}>
            {SEE_ALL_RECURRING}
          </Link>
        </span>
      }
    >
      <ol className={css({ display: 'flex', flexDirection: 'column' })}>
        {upcoming.data?.map((bill) => {
          const name = bill.merchant_name ?? bill.description;
          const days = daysUntil(bill.next_date, today);
          return (
            <li key={bill.stream_id} className={css({ display: 'flex', alignItems: 'center', gap: '3', py: '2.5', borderBottomWidth: '1px', borderColor: 'border.default' })}>
              <MerchantAvatar name={name} logoUrl={null} />
              <div className={css({ display: 'flex', flexDirection: 'column', minW: '0', flex: '1' })}>
                <Link href={billHref(bill)} className={`${figureLink} ${css({ fontSize: 'sm', fontWeight: 'medium', truncate: true })}`}>
                  {name}
                </Link>
                <span className={`${mutedText} ${css({ fontSize: 'xs' })}`}>
                  <time dateTime={bill.next_date}>{formatPlainDate(bill.next_date)}</time>
                  {days !== null && ` (${inDays(days)})`} · {FREQUENCY[bill.frequency] ?? bill.frequency.toLowerCase()}
                </span>
              </div>
              <span className={`${amountText} ${css({ fontSize: 'sm', fontWeight: 'semibold' })}`}>{formatMoney(bill.amount)}</span>
            </li>
          );
        })}
      </ol>
      <p className={css({ display: 'flex', justifyContent: 'space-between', pt: '3', fontSize: 'sm', fontWeight: 'semibold' })}>
        <span>{BILLS_TOTAL}</span>
        <span className={amountText}>{formatMoney(total)}</span>
      </p>
    </DataPanel>
  );
}
