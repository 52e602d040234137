import { useState } from 'react';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import type { RecurringKind, RecurringStream, RecurringStreams } from '@/shared/api';
import { useAccounts } from '@/entities/account';
import { ROUTES } from '@/shared/config';
import { documentTitle, formatMoney } from '@/shared/lib';
import { actionLink, amountText, Button, FailedPanel, mutedText, notify, PageHeader, PlusIcon, Skeleton, StatePanel } from '@/shared/ui';
import { FORECAST_LINK } from '../config/forecast-copy';
import { deleteRecurringStream, updateRecurringStream, useRecurringStreams, useRefreshRecurring } from '../api/recurring-calls';
import {
  ADD,
  DELETED,
  EMPTY_TEXT,
  EMPTY_TITLE,
  KIND_LABELS,
  LOAD_FAILED_TEXT,
  LOAD_FAILED_TITLE,
  LOADING,
  MARKED_NOT_RECURRING,
  MONTHLY_MEANS,
  NOT_COUNTED_TEXT,
  NOT_COUNTED_TITLE,
  PAGE_DESCRIPTION,
  PAGE_TITLE,
  PER_MONTH,
  SAVE_FAILED,
} from '../config/copy';
import { AddRecurringDialog, ChangeAmountDialog, ChangeKindDialog } from './StreamDialogs';
import { StreamRow, type StreamAction } from './StreamRow';

type OpenDialog = { kind: 'add' } | { kind: 'changeKind' | 'changeAmount'; stream: RecurringStream } | null;

const KIND_ORDER = Object.keys(KIND_LABELS) as RecurringKind[];

/** The active streams grouped by kind, in the kinds' order, with each kind's monthly total; then the ones not counted. */
export function groupStreams(data: RecurringStreams) {
  const active = data.streams.filter((s) => s.status === 'active');
  const groups = KIND_ORDER.map((kind) => ({ kind, streams: active.filter((s) => s.kind === kind), total: data.totals.find((t) => t.kind === kind)?.monthly_total ?? 0 })).filter(
    (g) => g.streams.length > 0,
  );
  return { groups, notCounted: data.streams.filter((s) => s.status !== 'active') };
}

const section = css({ display: 'flex', flexDirection: 'column' });
const sectionHeading = css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'baseline', gap: '2', borderBottomWidth: '2px', borderColor: 'border.default', pb: '2' });

export interface RecurringViewProps {
  /** The page's answer, or what it is while there is none. */
  read: { data: RecurringStreams | undefined; failed: boolean; retry: () => void };
  onAction: (action: StreamAction, stream: RecurringStream) => void;
  onAdd: () => void;
}

/** The page's body for a read: loading, failed, empty, or the streams by kind. */
export function RecurringView({ read, onAction, onAdd }: RecurringViewProps) {
  if (read.data === undefined && read.failed)
    return (
      <FailedPanel title={LOAD_FAILED_TITLE} text={LOAD_FAILED_TEXT} onRetry={read.retry} />
    );
  if (read.data === undefined)
    return (
      <div role="status" aria-label={LOADING} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <Skeleton height="1.5rem" width="40%" />
        <Skeleton height="3rem" />
        <Skeleton height="3rem" />
        <Skeleton height="3rem" width="80%" />
      </div>
    );
  if (read.data.streams.length === 0) return <StatePanel role="status" title={EMPTY_TITLE} text={EMPTY_TEXT} action={<Button onClick={onAdd}>{ADD}</Button>} />;
  const { groups, notCounted } = groupStreams(read.data);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '8' })}>
      <p className={mutedText}>{MONTHLY_MEANS}</p>
      {groups.map((g) => (
        <section key={g.kind} aria-labelledby={`recurring-${g.kind}`} className={section}>
          <div className={sectionHeading}>
            <h2 id={`recurring-${g.kind}`} className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
              {KIND_LABELS[g.kind]}
            </h2>
            <p className={`${amountText} ${css({ fontWeight: 'semibold' })}`}>
              {formatMoney(g.total)} <span className={mutedText}>{PER_MONTH}</span>
            </p>
          </div>
          <ul>
            {g.streams.map((s) => (
              <StreamRow key={s.id} stream={s} onAction={onAction} />
            ))}
          </ul>
        </section>
      ))}
      {notCounted.length > 0 && (
        <section aria-labelledby="recurring-not-counted" className={section}>
          <div className={sectionHeading}>
            <h2 id="recurring-not-counted" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
              {NOT_COUNTED_TITLE}
            </h2>
          </div>
          <p className={`${mutedText} ${css({ mt: '2' })}`}>{NOT_COUNTED_TEXT}</p>
          <ul>
            {notCounted.map((s) => (
              <StreamRow key={s.id} stream={s} onAction={onAction} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** `/recurring`: every recurring payment by kind, with the user's corrections and the ones they added. */
export function RecurringPage() {
  const read = useRecurringStreams();
  const { accounts } = useAccounts();
  const refresh = useRefreshRecurring();
  const [dialog, setDialog] = useState<OpenDialog>(null);

  const saved = () => {
    setDialog(null);
    void refresh();
  };
  const onAction = (action: StreamAction, stream: RecurringStream) => {
    if (action === 'changeKind' || action === 'changeAmount') return setDialog({ kind: action, stream });
    const call =
      action === 'delete'
        ? deleteRecurringStream(stream.id).then(() => notify.success(DELETED(stream.merchant)))
        : updateRecurringStream(stream.id, { not_recurring: action === 'notRecurring' }).then(() => {
            if (action === 'notRecurring') void notify.success(MARKED_NOT_RECURRING(stream.merchant));
          });
    void call.then(refresh, () => notify.error(SAVE_FAILED));
  };

  return (
    <>
      <title>{documentTitle(PAGE_TITLE)}</title>
      <PageHeader
        title={PAGE_TITLE}
        description={PAGE_DESCRIPTION}
        actions={
          <>
            <Link href={ROUTES.forecast} className={actionLink}>
              {FORECAST_LINK}
            </Link>
            <Button onClick={() => setDialog({ kind: 'add' })}>
              <PlusIcon />
              {ADD}
            </Button>
          </>
        }
      />
      <RecurringView read={read} onAction={onAction} onAdd={() => setDialog({ kind: 'add' })} />
      {dialog?.kind === 'add' && <AddRecurringDialog accounts={accounts} onClose={() => setDialog(null)} onSaved={saved} />}
      {dialog?.kind === 'changeKind' && <ChangeKindDialog stream={dialog.stream} onClose={() => setDialog(null)} onSaved={saved} />}
      {dialog?.kind === 'changeAmount' && <ChangeAmountDialog stream={dialog.stream} onClose={() => setDialog(null)} onSaved={saved} />}
    </>
  );
}
