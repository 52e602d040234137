import { useId, useState } from 'react';
import { css } from 'styled-system/css';
import type { ManualAccount } from '@/shared/api';
import { formatMoney, formatPlainDate } from '@/shared/lib';
import { Button, Dialog, notify, PlusIcon, Skeleton } from '@/shared/ui';
import { deleteManualAccount, useManualAccounts } from '../api/import-calls';
import {
  ADD_MANUAL,
  CANCEL,
  EDIT_MANUAL,
  editLabel,
  KIND_LABELS,
  MANUAL_DESCRIPTION,
  MANUAL_EMPTY,
  MANUAL_FAILED,
  MANUAL_TITLE,
  REMOVE_MANUAL,
  REMOVE_TITLE,
  removed,
  removeLabel,
  removeText,
  TRY_AGAIN,
  UPDATE_VALUE,
  updateValueLabel,
  valuedOn,
} from '../config/copy';
import { isValuedKind } from '../lib/valued-kinds';
import { AccountValueDialog } from './AccountValueDialog';
import { useRefreshAfterImport } from '../model/use-refresh-after-import';
import { ManualAccountDialog } from './ManualAccountDialog';
import { muted, section, sectionTitle } from './styles';

type Editing = { kind: 'add' } | { kind: 'edit'; account: ManualAccount } | { kind: 'value'; account: ManualAccount } | { kind: 'remove'; account: ManualAccount } | null;

function RemoveDialog({ account, onClose }: { account: ManualAccount; onClose: () => void }) {
  const [removing, setRemoving] = useState(false);
  const refresh = useRefreshAfterImport();
  const remove = async () => {
    setRemoving(true);
    try {
      await deleteManualAccount(account.account_id);
      notify.success(removed(account.name));
      onClose();
      await refresh();
    } catch {
      notify.error("The account wasn't removed. Please try again.");
      setRemoving(false);
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={REMOVE_TITLE}
      description={removeText(account.name)}
      footer={
        <>
          <Button variant="outline" tone="neutral" onClick={onClose}>
            {CANCEL}
          </Button>
          <Button tone="danger" onClick={() => void remove()} disabled={removing} aria-busy={removing}>
            {removing ? 'Removing…' : REMOVE_MANUAL}
          </Button>
        </>
      }
    />
  );
}

/** The person's manual accounts, with their balances; add, edit and remove them here. */
export function ManualAccounts({ initialEditing = null }: { initialEditing?: Editing }) {
  const titleId = useId();
  const { data, error, isLoading, mutate } = useManualAccounts();
  const [editing, setEditing] = useState<Editing>(initialEditing);
  const refresh = useRefreshAfterImport();

  let content;
  if (isLoading) content = <Skeleton height="4rem" />;
  else if (error && !data) {
    content = (
      <div role="alert" className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
        <p className={muted}>{MANUAL_FAILED}</p>
        <Button variant="outline" tone="neutral" size="sm" onClick={() => void mutate()}>
          {TRY_AGAIN}
        </Button>
      </div>
    );
  } else if (!data || data.accounts.length === 0) content = <p className={muted}>{MANUAL_EMPTY}</p>;
  else {
    content = (
      <ul className={css({ display: 'grid' })}>
        {data.accounts.map((account) => (
          <li key={account.account_id} className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', justifyContent: 'space-between', py: '3', borderTopWidth: '1px', borderColor: 'border.default' })}>
            <div>
              <span className={css({ display: 'block', fontWeight: 'medium' })}>{account.name}</span>
              <span className={css({ display: 'block', fontSize: 'xs', color: 'fg.muted' })}>
                {KIND_LABELS[account.type]} ·{' '}
                {isValuedKind(account.type) ? valuedOn(formatPlainDate(account.values.at(-1)?.as_of ?? account.opening_date)) : `opened ${formatPlainDate(account.opening_date)}`}
              </span>
            </div>
            <div className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
              <span className={css({ fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums', mr: '2' })}>{formatMoney(account.balance)}</span>
              {isValuedKind(account.type) && (
                <Button variant="ghost" tone="neutral" size="sm" aria-label={updateValueLabel(account.name)} onClick={() => setEditing({ kind: 'value', account })}>
                  {UPDATE_VALUE}
                </Button>
              )}
              <Button variant="ghost" tone="neutral" size="sm" aria-label={editLabel(account.name)} onClick={() => setEditing({ kind: 'edit', account })}>
                {EDIT_MANUAL}
              </Button>
              <Button variant="ghost" tone="danger" size="sm" aria-label={removeLabel(account.name)} onClick={() => setEditing({ kind: 'remove', account })}>
                {REMOVE_MANUAL}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  const close = () => setEditing(null);
  return (
    <section aria-labelledby={titleId} className={section}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'space-between', alignItems: 'flex-start' })}>
        <div className={css({ maxW: 'prose' })}>
          <h2 id={titleId} className={sectionTitle}>
            {MANUAL_TITLE}
          </h2>
          <p className={muted}>{MANUAL_DESCRIPTION}</p>
        </div>
        <Button variant="outline" onClick={() => setEditing({ kind: 'add' })}>
          <PlusIcon />
          {ADD_MANUAL}
        </Button>
      </div>
      {content}
      {(editing?.kind === 'add' || editing?.kind === 'edit') && (
        <ManualAccountDialog
          account={editing.kind === 'edit' ? editing.account : undefined}
          onClose={close}
          onSaved={(account) => {
            notify.success(`${account.name} was saved.`);
            close();
            void refresh();
          }}
        />
      )}
      {editing?.kind === 'value' && (
        <AccountValueDialog
          account={editing.account}
          onClose={close}
          onSaved={(account) => {
            notify.success(`${account.name} was saved.`);
            close();
            void refresh();
          }}
        />
      )}
      {editing?.kind === 'remove' && <RemoveDialog account={editing.account} onClose={close} />}
    </section>
  );
}
