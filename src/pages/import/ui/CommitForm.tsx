import { useId, useState } from 'react';
import { css } from 'styled-system/css';
import type { Account, ImportCommitRequest, ImportPreview, ManualAccount, ManualAccountType } from '@/shared/api';
import { formatMoney } from '@/shared/lib';
import { Button, RadioGroup, SelectField, Switch, TextField } from '@/shared/ui';
import { ACCOUNT_TYPE, ACCOUNT_TYPE_LABELS, CHOOSE_ANOTHER, KIND_LABELS, COMMIT_FAILED, IMPORT_BUTTON, IMPORTING, NAME_NEEDED, NEW_ACCOUNT, NEW_ACCOUNT_NAME, SKIP_DUPLICATES, TARGET_TITLE } from '../config/copy';
import { isValuedKind } from '../lib/valued-kinds';
import { rowsToAdd, suggestedAccountName } from '../model/mapping';

export interface CommitFormProps {
  preview: ImportPreview;
  /** The person's manual accounts; undefined while unknown (then only a new account is offered). */
  manualAccounts: readonly ManualAccount[] | undefined;
  /** The accounts a bank link keeps (their rows can be filled in from a file; duplicates of synced rows are found); undefined while unknown. */
  linkedAccounts?: readonly Account[];
  /** The target changed: the preview counts duplicates against that account (undefined: a new one). */
  onTargetChange: (accountId: string | undefined) => void;
  onCommit: (target: ImportCommitRequest) => void;
  onCancel: () => void;
  committing?: boolean;
  commitFailed?: boolean;
  /** The preview is being read again: its counts are about to change. */
  reading?: boolean;
}

const NEW = 'new';
const TYPES = (Object.entries(ACCOUNT_TYPE_LABELS) as [ManualAccountType, string][]).map(([value, label]) => ({ value, label }));

/** A linked account as a target: its name, its bank and the last digits, as the accounts page shows them. */
const linkedLabel = (account: Account) =>
  [account.account_name, `${account.institution_name}${account.mask ? ` ··${account.mask}` : ''}`, ...(account.balances.current === null ? [] : [formatMoney(account.balances.current)])].join(' · ');

/** Where the rows go (an existing manual or linked account, or a new one), whether duplicates are skipped, and the import itself. */
export function CommitForm({ preview, manualAccounts, linkedAccounts = [], onTargetChange, onCommit, onCancel, committing = false, commitFailed = false, reading = false }: CommitFormProps) {
  const titleId = useId();
  const [target, setTarget] = useState(preview.account_id ?? NEW);
  const [name, setName] = useState(() => suggestedAccountName(preview));
  const [type, setType] = useState<ManualAccountType>(preview.accounts[0]?.type ?? 'checking');
  const [skipDuplicates, setSkipDuplicates] = useState(true);
  const [tried, setTried] = useState(false);

  const nameMissing = target === NEW && name.trim() === '';
  const adding = rowsToAdd(preview.counts, skipDuplicates);

  const submit = () => {
    setTried(true);
    if (nameMissing) return;
    onCommit({ ...(target === NEW ? { new_account: { name: name.trim(), type } } : { account_id: target }), skip_duplicates: skipDuplicates });
  };

  return (
    <section aria-labelledby={titleId} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <h3 id={titleId} className={css({ fontSize: 'md', fontWeight: 'semibold' })}>
        {TARGET_TITLE}
      </h3>
      <RadioGroup
        label={<span className={css({ srOnly: true })}>{TARGET_TITLE}</span>}
        value={target}
        onValueChange={(value) => {
          if (!value) return;
          setTarget(value);
          onTargetChange(value === NEW ? undefined : value);
        }}
        options={[
          ...(manualAccounts ?? []).filter((account) => !isValuedKind(account.type)).map((account) => ({ value: account.account_id, label: `${account.name} · ${KIND_LABELS[account.type]} · ${formatMoney(account.balance)}` })),
          ...linkedAccounts.map((account) => ({ value: account.account_id, label: linkedLabel(account) })),
          { value: NEW, label: NEW_ACCOUNT },
        ]}
      />
      {target === NEW && (
        <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } })}>
          <TextField label={NEW_ACCOUNT_NAME} value={name} onValueChange={setName} maxLength={100} invalid={tried && nameMissing} errorText={NAME_NEEDED} />
          <SelectField label={ACCOUNT_TYPE} value={type} onValueChange={(value) => setType(value as ManualAccountType)} options={TYPES} />
        </div>
      )}
      {preview.counts.duplicates > 0 && (
        <Switch checked={skipDuplicates} onCheckedChange={setSkipDuplicates}>
          {SKIP_DUPLICATES}
        </Switch>
      )}
      {commitFailed && (
        <p role="alert" className={css({ fontSize: 'sm', color: 'danger.text' })}>
          {COMMIT_FAILED}
        </p>
      )}
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <Button onClick={submit} disabled={committing || reading || adding === 0} aria-busy={committing}>
          {committing ? IMPORTING : IMPORT_BUTTON(adding)}
        </Button>
        <Button variant="outline" tone="neutral" onClick={onCancel} disabled={committing}>
          {CHOOSE_ANOTHER}
        </Button>
      </div>
    </section>
  );
}
