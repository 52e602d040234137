import { useId, useState } from 'react';
import { css, cx } from 'styled-system/css';
import type { Import } from '@/shared/api';
import { formatMoment } from '@/shared/lib';
import { Button, notify, rowsOnPhone, Skeleton, table } from '@/shared/ui';
import { undoImport, useImports } from '../api/import-calls';
import { FORMAT_LABELS, PAST_EMPTY, PAST_FAILED, PAST_TITLE, STATUS_LABELS, TRY_AGAIN, UNDO_FAILED, undoImportLabel, undone } from '../config/copy';
import { resultText } from '../model/mapping';
import { useRefreshAfterImport } from '../model/use-refresh-after-import';
import { muted, section, sectionTitle, tableScroller } from './styles';

function PastImportRow({ record }: { record: Import }) {
  const [undoing, setUndoing] = useState(false);
  const refresh = useRefreshAfterImport();
  const undo = async () => {
    setUndoing(true);
    try {
      const answer = await undoImport(record.import_id);
      notify.success(undone(answer.removed));
      await refresh();
    } catch {
      notify.error(UNDO_FAILED);
      setUndoing(false);
    }
  };
  return (
    <tr role="row">
      <th scope="row" role="rowheader" className={css({ textAlign: 'left', fontWeight: 'medium' })}>
        {record.file_name}
        <span className={css({ display: 'block', fontSize: 'xs', color: 'fg.muted', fontWeight: 'normal' })}>
          {FORMAT_LABELS[record.format]} · {formatMoment(record.created_at)}
        </span>
      </th>
      <td role="cell" data-label="Account">{record.account_name ?? '—'}</td>
      <td role="cell" data-label="Status">
        {STATUS_LABELS[record.status]}
        {record.status === 'committed' && <span className={css({ display: 'block', fontSize: 'xs', color: 'fg.muted' })}>{resultText(record)}</span>}
        {record.status === 'failed' && record.error && <span className={css({ display: 'block', fontSize: 'xs', color: 'fg.muted' })}>{record.error}</span>}
      </td>
      <td role="cell" className={css({ textAlign: 'right' })}>
        {record.status !== 'running' && (
          <Button variant="ghost" tone="danger" size="sm" onClick={() => void undo()} disabled={undoing} aria-label={undoImportLabel(record.file_name)}>
            {undoing ? 'Undoing…' : 'Undo'}
          </Button>
        )}
      </td>
    </tr>
  );
}

/** Every import so far, newest first, each with Undo. */
export function PastImports() {
  const titleId = useId();
  const { data, error, isLoading, mutate } = useImports();
  let content;
  if (isLoading) content = <Skeleton height="6rem" />;
  else if (error && !data) {
    content = (
      <div role="alert" className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
        <p className={muted}>{PAST_FAILED}</p>
        <Button variant="outline" tone="neutral" size="sm" onClick={() => void mutate()}>
          {TRY_AGAIN}
        </Button>
      </div>
    );
  } else if (!data || data.imports.length === 0) content = <p className={muted}>{PAST_EMPTY}</p>;
  else {
    content = (
      <div className={tableScroller} tabIndex={0} role="region" aria-label={`${PAST_TITLE}, the table`}>
        <table role="table" className={cx(table, rowsOnPhone)} aria-labelledby={titleId}>
          <thead role="rowgroup">
            <tr role="row">
              <th scope="col" role="columnheader" className={css({ textAlign: 'left' })}>
                File
              </th>
              <th scope="col" role="columnheader" className={css({ textAlign: 'left' })}>
                Account
              </th>
              <th scope="col" role="columnheader" className={css({ textAlign: 'left' })}>
                Status
              </th>
              <th scope="col" role="columnheader">
                <span className={css({ srOnly: true })}>Actions</span>
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {data.imports.map((record) => (
              <PastImportRow key={record.import_id} record={record} />
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <section aria-labelledby={titleId} className={section}>
      <h2 id={titleId} className={sectionTitle}>
        {PAST_TITLE}
      </h2>
      {content}
    </section>
  );
}
