import { useId } from 'react';
import { css } from 'styled-system/css';
import { Link } from 'wouter';
import { transactionsHref } from '@/entities/transaction';
import type { Import, ImportPreview } from '@/shared/api';
import { Button } from '@/shared/ui';
import { IMPORT_ANOTHER, RESULT_TITLE, SEE_ROWS, UNDO, undone, UNDOING } from '../config/copy';
import { previewDateRange, resultText } from '../model/mapping';
import { actions, section, sectionTitle } from './styles';

export interface ImportResultProps {
  record: Import;
  preview: ImportPreview;
  onUndo: () => void;
  onRestart: () => void;
  undoing?: boolean;
  /** Set once undone: how many transactions were removed. */
  undoneCount?: number;
}

/** What the import did ("1,284 added, 12 duplicates skipped"), a link to the rows, and Undo. */
export function ImportResult({ record, preview, onUndo, onRestart, undoing = false, undoneCount }: ImportResultProps) {
  const titleId = useId();
  const range = previewDateRange(preview);
  const rowsHref = transactionsHref({ account: record.account_id ?? undefined, ...(range ? { start_date: range.start, end_date: range.end } : {}) });
  return (
    <section aria-labelledby={titleId} className={section}>
      <h2 id={titleId} className={sectionTitle}>
        {RESULT_TITLE}
      </h2>
      <p role="status" className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
        {undoneCount === undefined ? resultText(record) : undone(undoneCount)}
      </p>
      {undoneCount === undefined && (
        <p className={css({ color: 'fg.muted' })}>
          {record.file_name}
          {record.account_name ? ` → ${record.account_name}` : ''}
        </p>
      )}
      <div className={actions}>
        {undoneCount === undefined && record.added > 0 && (
          <Button asChild>
            <Link href={rowsHref}>{SEE_ROWS}</Link>
          </Button>
        )}
        {undoneCount === undefined && (
          <Button variant="outline" tone="danger" onClick={onUndo} disabled={undoing} aria-busy={undoing}>
            {undoing ? UNDOING : UNDO}
          </Button>
        )}
        <Button variant="outline" tone="neutral" onClick={onRestart}>
          {IMPORT_ANOTHER}
        </Button>
      </div>
    </section>
  );
}
