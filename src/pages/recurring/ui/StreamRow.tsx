import { useId, useState } from 'react';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { transactionsHref } from '@/entities/transaction';
import type { RecurringStream } from '@/shared/api';
import { formatMoney, formatPlainDate } from '@/shared/lib';
import { Button, ChevronDownIcon, Menu, MoreIcon, amountText, figureLink, mutedText, type MenuEntry } from '@/shared/ui';
import {
  ACTIONS_FOR,
  ADDED_BY_YOU,
  CHANGE_AMOUNT,
  CHANGE_KIND,
  CORRECTED,
  DELETE,
  INACTIVE_BADGE,
  LAST_PAYMENTS,
  NEXT,
  NO_PAYMENTS_SEEN,
  NOT_RECURRING,
  NOT_RECURRING_BADGE,
  RECURRING_AGAIN,
  frequencyLabel,
} from '../config/copy';

export type StreamAction = 'notRecurring' | 'recurringAgain' | 'changeKind' | 'changeAmount' | 'delete';

export interface StreamRowProps {
  stream: RecurringStream;
  onAction: (action: StreamAction, stream: RecurringStream) => void;
}

/** The row menu's entries for a stream: "Not recurring" (or back), kind, amount, and Delete for one added by hand. */
export function streamMenuItems(stream: RecurringStream, onAction: StreamRowProps['onAction']): MenuEntry[] {
  const act = (action: StreamAction) => () => onAction(action, stream);
  return [
    stream.status === 'not_recurring'
      ? { value: 'recurringAgain', label: RECURRING_AGAIN, onSelect: act('recurringAgain') }
      : { value: 'notRecurring', label: NOT_RECURRING, onSelect: act('notRecurring') },
    { value: 'changeKind', label: CHANGE_KIND, onSelect: act('changeKind') },
    { value: 'changeAmount', label: CHANGE_AMOUNT, onSelect: act('changeAmount') },
    ...(stream.source === 'manual' ? [{ value: 'delete', label: DELETE, tone: 'danger' as const, onSelect: act('delete') }] : []),
  ];
}

const badge = css({ fontSize: 'xs', px: '1.5', py: '0.5', borderRadius: 'sm', bg: 'bg.muted', color: 'fg.muted', whiteSpace: 'nowrap' });

/** One recurring payment: merchant, how often, next date, amount, its last payments behind a disclosure, and its menu. */
export function StreamRow({ stream, onAction }: StreamRowProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const badges = [stream.status === 'not_recurring' && NOT_RECURRING_BADGE, stream.status === 'inactive' && INACTIVE_BADGE, stream.source === 'manual' && ADDED_BY_YOU, stream.corrected && CORRECTED].filter((b): b is string => Boolean(b));
  return (
    <li className={css({ borderBottomWidth: '1px', borderColor: 'border.default', py: '3' })}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0', flex: '1' })}>
          <span className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
            <span className={css({ fontWeight: 'medium', overflowWrap: 'anywhere' })}>{stream.merchant}</span>
            {badges.map((b) => (
              <span key={b} className={badge}>
                {b}
              </span>
            ))}
          </span>
          <span className={`${mutedText} ${css({ fontSize: 'xs' })}`}>
            {frequencyLabel(stream.frequency)}
            {stream.next_date && (
              <>
                {' · '}
                {NEXT} <time dateTime={stream.next_date}>{formatPlainDate(stream.next_date)}</time>
              </>
            )}
          </span>
        </div>
        <span className={`${amountText} ${css({ fontWeight: 'semibold' })}`}>{formatMoney(stream.amount)}</span>
        <Menu
          trigger={
            <Button variant="ghost" tone="neutral" size="icon" aria-label={ACTIONS_FOR(stream.merchant)}>
              <MoreIcon />
            </Button>
          }
          items={streamMenuItems(stream, onAction)}
          // In place, so the open menu stays inside the page's main landmark.
          portalled={false}
        />
      </div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className={css({ display: 'inline-flex', alignItems: 'center', gap: '1', mt: '1', fontSize: 'xs', color: 'fg.muted', cursor: 'pointer', _hover: { color: 'fg.default' }, _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' } })}
      >
        <ChevronDownIcon className={css({ transform: open ? 'rotate(180deg)' : undefined })} />
        {LAST_PAYMENTS}
        <span className={css({ srOnly: true })}>{` ${stream.merchant}`}</span>
      </button>
      <div id={panelId} hidden={!open}>
        {stream.occurrences.length === 0 ? (
          <p className={`${mutedText} ${css({ fontSize: 'xs', mt: '1' })}`}>{NO_PAYMENTS_SEEN}</p>
        ) : (
          <ul className={css({ display: 'flex', flexDirection: 'column', gap: '1', mt: '1', pl: '5' })}>
            {stream.occurrences.map((o) => (
              <li key={o.transaction_id} className={css({ display: 'flex', justifyContent: 'space-between', gap: '3', fontSize: 'sm' })}>
                <Link
                  href={transactionsHref({ start_date: o.date, end_date: o.date, merchant: stream.merchant, min_amount: o.amount, max_amount: o.amount, direction: stream.direction })}
                  className={figureLink}
                >
                  <time dateTime={o.date}>{formatPlainDate(o.date)}</time>
                </Link>
                <span className={amountText}>{formatMoney(o.amount)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
