import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { transactionsHref } from '@/entities/transaction';
import type { CashForecast } from '@/shared/api';
import { accountHref, ROUTES } from '@/shared/config';
import { documentTitle, formatMoney, formatPlainDate } from '@/shared/lib';
import { actionLink, type ChartView, DataPanel, FailedPanel, figureLink, mutedText, numeric, PageHeader, ScrollTable, SegmentGroup, Skeleton, StatePanel, TextField, ViewToggle } from '@/shared/ui';
import { type ForecastDays, useCashForecast } from '../api/forecast-calls';
import { KIND_LABELS } from '../config/copy';
import * as copy from '../config/forecast-copy';
import { shortDay } from '../lib/short-day';

const ForecastChart = lazy(() => import('./ForecastChart').then((module) => ({ default: module.ForecastChart })));

const DAY_CHOICES: readonly ForecastDays[] = [30, 60, 90];
const DAY_OPTIONS = DAY_CHOICES.map((days) => ({ value: String(days) as `${ForecastDays}`, label: copy.DAYS_OPTION(days) }));
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

const money = (amount: number) => formatMoney(amount);
const day = (date: string) => formatPlainDate(date);
const MONTH = new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthName = (month: string) => MONTH.format(new Date(`${month}-01T00:00:00Z`));

const sectionStack = css({ display: 'flex', flexDirection: 'column', gap: '5' });
const listStyle = css({ display: 'flex', flexDirection: 'column', gap: '2', fontSize: 'sm', '& li': { overflowWrap: 'anywhere' } });
const subheading = css({ fontSize: 'sm', fontWeight: 'semibold', mb: '2' });

/** The three or four figures the forecast comes down to. */
function Figures({ forecast }: { forecast: CashForecast }) {
  const last = forecast.points.at(-1)!;
  const below = forecast.days_below_threshold;
  const figures: [string, string, string][] = [
    [copy.CASH_TODAY, money(forecast.starting_balance), formatPlainDate(forecast.as_of)],
    [copy.LOWEST(forecast.days), money(forecast.low_point.balance), forecast.low_point.date === forecast.as_of ? copy.LOWEST_TODAY : copy.LOWEST_ON(day(forecast.low_point.date))],
    [copy.AT_END(day(last.date)), money(last.balance), ''],
    ...(forecast.threshold === null ? [] : ([[copy.DAYS_UNDER(money(forecast.threshold)), below.length === 0 ? copy.NONE_UNDER : String(below.length), below.length ? copy.DAYS_UNDER_FIRST(day(below[0]!)) : '']] as [string, string, string][])),
  ];
  return (
    <dl className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }, gap: '4' })}>
      {figures.map(([term, value, note]) => (
        <div key={term} className={css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', p: '4', bg: 'bg.surface' })}>
          <dt className={mutedText}>{term}</dt>
          <dd className={css({ fontSize: 'xl', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' })}>{value}</dd>
          {note && <dd className={mutedText}>{note}</dd>}
        </div>
      ))}
    </dl>
  );
}

/** The day-by-day projection, as a chart or a table. */
function Projection({ forecast }: { forecast: CashForecast }) {
  const [view, setView] = useState<ChartView>('chart');
  const last = forecast.points.at(-1)!;
  const below = new Set(forecast.days_below_threshold);
  return (
    <DataPanel
      title={copy.PROJECTION_TITLE}
      description={copy.PROJECTION_NOTE}
      actions={<ViewToggle label={copy.PROJECTION_VIEW} value={view} onValueChange={setView} />}
      status="ready"
      loadingLabel={copy.LOADING_FORECAST}
      emptyTitle=""
      emptyText=""
      onRetry={() => undefined}
    >
      {view === 'chart' ? (
        <Suspense fallback={<Skeleton height="280px" />}>
          <ForecastChart points={forecast.points} threshold={forecast.threshold} label={copy.PROJECTION_CHART(forecast.days, money(forecast.low_point.balance), day(forecast.low_point.date), money(last.balance))} />
        </Suspense>
      ) : (
        <ScrollTable label={copy.PROJECTION_TABLE} columns={[copy.COLUMN_DATE, copy.COLUMN_INCOME, copy.COLUMN_PAYMENTS, copy.COLUMN_EVERYDAY, copy.COLUMN_BALANCE]}>
          {forecast.points.map((point) => (
            <tr key={point.date}>
              <th scope="row" className={css({ textAlign: 'left', fontWeight: 'normal', whiteSpace: 'nowrap' })}>
                {day(point.date)}
              </th>
              <td className={numeric}>{point.income ? money(point.income) : '—'}</td>
              <td className={numeric}>{point.payments ? money(point.payments) : '—'}</td>
              <td className={numeric}>{money(point.everyday)}</td>
              <td className={css({ textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', fontWeight: below.has(point.date) ? 'semibold' : 'normal', color: below.has(point.date) ? 'danger.text' : 'inherit' })}>{money(point.balance)}</td>
            </tr>
          ))}
        </ScrollTable>
      )}
    </DataPanel>
  );
}

/** Every assumption, each linked to where it can be checked or corrected. */
function Assumptions({ forecast }: { forecast: CashForecast }) {
  const { assumptions: a } = forecast;
  const { baseline } = a;
  return (
    <DataPanel title={copy.ASSUMPTIONS_TITLE} status="ready" loadingLabel="" emptyTitle="" emptyText="" onRetry={() => undefined}>
      <div className={sectionStack}>
        <section>
          <h3 className={subheading}>{copy.CASH_ACCOUNTS}</h3>
          <ul className={listStyle}>
            {a.cash_accounts.map((account) => (
              <li key={account.account_id}>
                <Link href={accountHref(account.account_id)} className={figureLink}>
                  {account.name}
                </Link>
                : {money(account.balance)}
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h3 className={subheading}>{copy.SCHEDULED_TITLE}</h3>
          {a.scheduled.length === 0 ? (
            <p className={mutedText}>{copy.SCHEDULED_NONE}</p>
          ) : (
            <ul className={listStyle}>
              {a.scheduled.map((stream) => (
                <li key={stream.stream_id}>
                  <strong>{stream.merchant}</strong> ({KIND_LABELS[stream.kind]}): {stream.direction === 'inflow' ? '+' : '−'}
                  {money(stream.amount)} {copy.ON_DATES(stream.dates.map(shortDay).join(', '))}
                </li>
              ))}
            </ul>
          )}
          <p className={css({ mt: '2' })}>
            <Link href={ROUTES.recurring} className={actionLink}>
              {copy.CORRECT_RECURRING}
            </Link>
          </p>
        </section>
        {a.cards.length > 0 && (
          <section>
            <h3 className={subheading}>{copy.CARDS_TITLE}</h3>
            <ul className={listStyle}>
              {a.cards.map((card) => (
                <li key={card.account_id}>
                  <Link href={accountHref(card.account_id)} className={figureLink}>
                    {card.name}
                  </Link>
                  : {card.counted ? copy.CARD_COUNTED(money(card.owed), day(card.due_date!)) : copy.CARD_NOT_COUNTED(money(card.owed), card.due_date && day(card.due_date))}
                </li>
              ))}
            </ul>
          </section>
        )}
        <section>
          <h3 className={subheading}>{copy.EVERYDAY_TITLE}</h3>
          <ul className={listStyle}>
            {a.everyday.map((month) => (
              <li key={month.month}>
                {month.source === 'budget' ? copy.EVERYDAY_BUDGET(monthName(month.month), money(month.per_day), money(month.budget_left ?? 0)) : copy.EVERYDAY_RECENT(monthName(month.month), money(month.per_day))}
              </li>
            ))}
          </ul>
          <p className={css({ mt: '2', fontSize: 'sm' })}>
            {copy.BASELINE(money(baseline.spent), day(baseline.start_date), day(baseline.end_date), money(baseline.recurring), money(baseline.per_day))}{' '}
            <Link href={transactionsHref({ start_date: baseline.start_date, end_date: baseline.end_date, direction: 'outflow' })} className={actionLink}>
              {copy.BASELINE_ROWS}
            </Link>
          </p>
        </section>
        <section>
          <h3 className={subheading}>{copy.EXCLUDED_TITLE}</h3>
          <ul className={listStyle}>
            {a.excluded.map((stream) => (
              <li key={stream.stream_id}>
                <strong>{stream.merchant}</strong> ({KIND_LABELS[stream.kind]}): {stream.reason}
              </li>
            ))}
            <li>{copy.ALWAYS_LEFT_OUT}</li>
          </ul>
        </section>
      </div>
    </DataPanel>
  );
}

/** The earlier forecast against the balances that followed. */
function Check({ forecast }: { forecast: CashForecast }) {
  const checked = forecast.checked;
  const misses = checked?.points.map((p) => Math.abs(p.actual - p.forecast)) ?? [];
  const largest = misses.length ? misses.indexOf(Math.max(...misses)) : -1;
  const average = misses.length ? misses.reduce((sum, miss) => sum + miss, 0) / misses.length : 0;
  return (
    <DataPanel
      title={copy.CHECK_TITLE}
      description={checked ? `${copy.CHECK_DESCRIPTION(day(checked.made_on))} ${copy.CHECK_SUMMARY(misses.length, money(average), money(misses[largest]!), day(checked.points[largest]!.date))}` : undefined}
      status={checked && checked.points.length > 0 ? 'ready' : 'empty'}
      loadingLabel=""
      emptyTitle={copy.CHECK_NONE_TITLE}
      emptyText={copy.CHECK_NONE_TEXT}
      onRetry={() => undefined}
    >
      {checked && (
        <ScrollTable label={copy.CHECK_TABLE} columns={[copy.COLUMN_DATE, copy.COLUMN_FORECAST, copy.COLUMN_ACTUAL, copy.COLUMN_DIFFERENCE]}>
          {checked.points.map((point) => (
            <tr key={point.date}>
              <th scope="row" className={css({ textAlign: 'left', fontWeight: 'normal', whiteSpace: 'nowrap' })}>
                {day(point.date)}
              </th>
              <td className={numeric}>{money(point.forecast)}</td>
              <td className={numeric}>{money(point.actual)}</td>
              <td className={numeric}>{money(point.actual - point.forecast)}</td>
            </tr>
          ))}
        </ScrollTable>
      )}
    </DataPanel>
  );
}

/**
 * `/forecast` (issue 25, beyond the spec): the projected balance of the user's bank accounts over
 * the next 30, 60 or 90 days, every assumption listed and linked, and an earlier forecast checked
 * against what happened. Reached from /recurring and the dashboard's upcoming bills.
 */
export function ForecastPage() {
  const [days, setDays] = useState<ForecastDays>(30);
  const [thresholdText, setThresholdText] = useState('');
  const trimmed = thresholdText.trim().replace(/^\$/, '').replaceAll(',', '');
  const thresholdValid = trimmed === '' || AMOUNT.test(trimmed);
  const read = useCashForecast(days, trimmed !== '' && thresholdValid ? Number(trimmed) : undefined);
  // The last answer stays on screen while another length or threshold loads.
  const [shown, setShown] = useState<CashForecast | undefined>(undefined);
  if (read.data && read.data !== shown) setShown(read.data);
  const forecast = read.data ?? shown;

  return (
    <>
      <title>{documentTitle(copy.FORECAST_TITLE)}</title>
      <PageHeader
        title={copy.FORECAST_TITLE}
        description={copy.FORECAST_DESCRIPTION}
        actions={
          <Link href={ROUTES.recurring} className={actionLink}>
            {copy.CORRECT_RECURRING}
          </Link>
        }
      />
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: '4', mb: '5' })}>
        <SegmentGroup label={copy.LOOK_AHEAD} options={DAY_OPTIONS} value={String(days) as `${ForecastDays}`} onValueChange={(value) => setDays(Number(value) as ForecastDays)} />
        <TextField
          label={copy.THRESHOLD}
          value={thresholdText}
          onValueChange={setThresholdText}
          inputMode="decimal"
          placeholder={copy.THRESHOLD_HINT}
          maxLength={14}
          invalid={!thresholdValid}
          errorText={thresholdValid ? undefined : copy.THRESHOLD_INVALID}
          className={css({ maxW: '16rem' })}
        />
      </div>
      {!forecast && read.failed ? (
        <FailedPanel title={copy.FORECAST_FAILED_TITLE} text={copy.FORECAST_FAILED_TEXT} onRetry={read.retry} />
      ) : !forecast ? (
        <div role="status" aria-label={copy.LOADING_FORECAST} className={sectionStack}>
          <Skeleton height="96px" />
          <Skeleton height="320px" />
        </div>
      ) : forecast.assumptions.cash_accounts.length === 0 ? (
        <StatePanel title={copy.NO_CASH_TITLE} text={copy.NO_CASH_TEXT} action={<Link href={ROUTES.importFile} className={actionLink}>{copy.ADD_ACCOUNT}</Link>} />
      ) : (
        <div className={sectionStack}>
          <Figures forecast={forecast} />
          <Projection forecast={forecast} />
          <Assumptions forecast={forecast} />
          <Check forecast={forecast} />
        </div>
      )}
    </>
  );
}
