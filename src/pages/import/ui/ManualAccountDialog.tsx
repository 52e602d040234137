import { useState } from 'react';
import { css } from 'styled-system/css';
import type { ManualAccount, ManualAccountType } from '@/shared/api';
import { todayIsoDate } from '@/shared/lib';
import { Button, DateField, Dialog, SelectField, TextField } from '@/shared/ui';
import { createManualAccount, updateManualAccount } from '../api/import-calls';
import {
  ACCOUNT_TYPE,
  ACCOUNT_TYPE_LABELS,
  BALANCE_INVALID,
  CANCEL,
  DATE_NEEDED,
  MANUAL_DIALOG_ADD_TITLE,
  MANUAL_DIALOG_DESCRIPTION,
  MANUAL_DIALOG_EDIT_TITLE,
  NAME,
  NAME_NEEDED,
  OPENING_BALANCE,
  OPENING_BALANCE_HINT,
  OPENING_DATE,
  SAVE,
  SAVE_FAILED,
  SAVING,
} from '../config/copy';

export interface ManualAccountDialogProps {
  /** The account to edit; omitted to add a new one. */
  account?: ManualAccount;
  onClose: () => void;
  onSaved: (account: ManualAccount) => void;
}

const TYPES = (Object.entries(ACCOUNT_TYPE_LABELS) as [ManualAccountType, string][]).map(([value, label]) => ({ value, label }));

/** "1,250.50", "-40", "$12" as dollars; undefined when it is not an amount with at most two decimals. */
export function parseBalance(text: string): number | undefined {
  const cleaned = text.replace(/[\s$,]/g, '');
  if (!/^-?\d{1,10}(\.\d{1,2})?$/.test(cleaned)) return undefined;
  return Number(cleaned);
}

/** Adds a manual account (name, type, opening balance, opening date), or edits one (all but its type). */
export function ManualAccountDialog({ account, onClose, onSaved }: ManualAccountDialogProps) {
  const [name, setName] = useState(account?.name ?? '');
  const [type, setType] = useState<ManualAccountType>(account?.type ?? 'checking');
  const [balance, setBalance] = useState(account ? String(account.opening_balance) : '0');
  const [date, setDate] = useState(account?.opening_date ?? todayIsoDate());
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  const amount = parseBalance(balance);
  const nameMissing = name.trim() === '';
  const valid = !nameMissing && amount !== undefined && date !== '';

  const save = async () => {
    setTried(true);
    if (!valid) return;
    setSaving(true);
    setFailed(false);
    try {
      const saved = account
        ? await updateManualAccount(account.account_id, { name: name.trim(), opening_balance: amount, opening_date: date })
        : await createManualAccount({ name: name.trim(), type, opening_balance: amount, opening_date: date });
      onSaved(saved);
    } catch {
      setFailed(true);
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={account ? MANUAL_DIALOG_EDIT_TITLE : MANUAL_DIALOG_ADD_TITLE}
      description={MANUAL_DIALOG_DESCRIPTION}
      footer={
        <>
          <Button variant="outline" tone="neutral" onClick={onClose}>
            {CANCEL}
          </Button>
          <Button onClick={() => void save()} disabled={saving} aria-busy={saving}>
            {saving ? SAVING : SAVE}
          </Button>
        </>
      }
    >
      <form
        className={css({ display: 'grid', gap: '4' })}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <TextField label={NAME} value={name} onValueChange={setName} maxLength={100} invalid={tried && nameMissing} errorText={NAME_NEEDED} />
        {!account && <SelectField label={ACCOUNT_TYPE} value={type} onValueChange={(value) => setType(value as ManualAccountType)} options={TYPES} />}
        <div>
          <TextField label={OPENING_BALANCE} value={balance} onValueChange={setBalance} inputMode="decimal" invalid={tried && amount === undefined} errorText={BALANCE_INVALID} />
          <p className={css({ mt: '1', fontSize: 'xs', color: 'fg.muted' })}>{OPENING_BALANCE_HINT}</p>
        </div>
        <DateField label={OPENING_DATE} value={date} onValueChange={setDate} max={todayIsoDate()} invalid={tried && date === ''} />
        {tried && date === '' && <p className={css({ fontSize: 'sm', color: 'danger.text' })}>{DATE_NEEDED}</p>}
        {failed && (
          <p role="alert" className={css({ fontSize: 'sm', color: 'danger.text' })}>
            {SAVE_FAILED}
          </p>
        )}
        {/* Enter in a field saves, as in any form. */}
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
}
