import { useId } from 'react';
import { css } from 'styled-system/css';
import type { Account, CsvMapping, ImportCommitRequest, ImportFileAccount, ImportPreview, ManualAccount } from '@/shared/api';
import { formatMoney, formatPlainDate } from '@/shared/lib';
import { ACCOUNT_TYPE_LABELS, ENCODING_LABELS, FILE_ACCOUNTS_TITLE, FORMAT_LABELS, PREVIEW_TITLE, PROBLEMS_NOTE, PROBLEMS_TITLE } from '../config/copy';
import { previewCountsText } from '../model/mapping';
import { CommitForm } from './CommitForm';
import { MappingEditor } from './MappingEditor';
import { PreviewRows } from './PreviewRows';
import { ProblemList } from './ProblemList';
import { section, sectionTitle } from './styles';

export interface PreviewPanelProps {
  preview: ImportPreview;
  manualAccounts: readonly ManualAccount[] | undefined;
  /** Accounts a bank link keeps, offered as targets too. */
  linkedAccounts?: readonly Account[];
  onMappingChange: (mapping: CsvMapping) => void;
  onTargetChange: (accountId: string | undefined) => void;
  onCommit: (target: ImportCommitRequest) => void;
  onCancel: () => void;
  reading?: boolean;
  committing?: boolean;
  commitFailed?: boolean;
}

const fact = css({ display: 'flex', flexDirection: 'column', gap: '0.5', '& dt': { fontSize: 'xs', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: 'wide' }, '& dd': { fontWeight: 'semibold' } });

function FileAccount({ account }: { account: ImportFileAccount }) {
  const parts = [ACCOUNT_TYPE_LABELS[account.type], account.external_id ? `number ${account.external_id}` : null, account.currency].filter(Boolean);
  return (
    <li>
      <span className={css({ fontWeight: 'medium' })}>{account.name ?? 'Unnamed account'}</span> <span className={css({ color: 'fg.muted' })}>({parts.join(', ')})</span>
      {account.balance !== null && (
        <span className={css({ display: 'block', fontSize: 'sm', color: 'fg.muted' })}>
          Balance {formatMoney(account.balance, account.currency ?? 'USD')}
          {account.balance_date ? ` on ${formatPlainDate(account.balance_date)}` : ''}
        </span>
      )}
    </li>
  );
}

/** What the file holds before anything is stored: its format, accounts, first rows, counts, problems, how it was read, and where it goes. */
export function PreviewPanel({ preview, manualAccounts, linkedAccounts, onMappingChange, onTargetChange, onCommit, onCancel, reading, committing, commitFailed }: PreviewPanelProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} aria-busy={reading || undefined} className={section}>
      <h2 id={titleId} className={sectionTitle}>
        {PREVIEW_TITLE}: {preview.file_name}
      </h2>
      <dl className={css({ display: 'flex', flexWrap: 'wrap', gap: { base: '4', md: '8' } })}>
        <div className={fact}>
          <dt>Format</dt>
          <dd>{FORMAT_LABELS[preview.format]}</dd>
        </div>
        <div className={fact}>
          <dt>Encoding</dt>
          <dd>{ENCODING_LABELS[preview.encoding]}</dd>
        </div>
        <div className={fact}>
          <dt>Rows</dt>
          <dd>{preview.counts.rows.toLocaleString('en-US')}</dd>
        </div>
        <div className={fact}>
          <dt>To import</dt>
          <dd>
            <span role="status">{previewCountsText(preview.counts)}</span>
          </dd>
        </div>
      </dl>
      {preview.accounts.length > 0 && (
        <div>
          <h3 className={css({ fontSize: 'md', fontWeight: 'semibold', mb: '1' })}>{FILE_ACCOUNTS_TITLE}</h3>
          <ul className={css({ display: 'grid', gap: '1' })}>
            {preview.accounts.map((account, index) => (
              <FileAccount key={`${account.external_id}-${index}`} account={account} />
            ))}
          </ul>
        </div>
      )}
      {preview.problems.length > 0 && <ProblemList title={PROBLEMS_TITLE} note={PROBLEMS_NOTE} problems={preview.problems} />}
      {preview.csv && <MappingEditor key={JSON.stringify(preview.csv.mapping)} csv={preview.csv} onApply={onMappingChange} reading={reading} />}
      <PreviewRows rows={preview.rows} total={preview.counts.rows} />
      <CommitForm
        preview={preview}
        manualAccounts={manualAccounts}
        linkedAccounts={linkedAccounts}
        onTargetChange={onTargetChange}
        onCommit={onCommit}
        onCancel={onCancel}
        committing={committing}
        commitFailed={commitFailed}
        reading={reading}
      />
    </section>
  );
}
