import { useState } from 'react';
import { css } from 'styled-system/css';
import type { ManualAccount, ManualAccountKind } from '@/shared/api';
import { todayIsoDate } from '@/shared/lib';
import { DateField, FormDialog, SelectField, TextField } from '@/shared/ui';
import { createManualAccount, updateManualAccount } from '../api/import-calls';
import { isValuedKind } from '../lib/valued-kinds';
import {
  ACCOUNT_TYPE,
  ACCOUNT_TYPE_LABELS,
  BALANCE_INVALID,
  KIND_GROUP_TRANSACTIONS,
  KIND_GROUP_VALUED,
  VALUE,
  VALUE_DATE,
  VALUE_HINT,
  VALUE_INVALID,
  VALUED_DIALOG_DESCRIPTION,
  VALUED_KIND_LABELS,
  DATE_NEEDED,
  MANUAL_DIALOG_ADD_TITLE,
  MANUAL_DIALOG_DESCRIPTION,
  MANUAL_DIALOG_EDIT_TITLE,
  NAME,
  NAME_NEEDED,
  OPENING_BALANCE,
  OPENING_BALANCE_HINT,
  OPENING_DATE,
  SAVE_FAILED,
} from '../config/copy';

export interface ManualAccountDialogProps {
  /** The account to edit; omitted to add a new one. */
  account?: ManualAccount;
  onClose: () => void;
  onSaved: (account: ManualAccount) => void;
}

const optionsOf = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));
const KINDS = [
  { label: KIND_GROUP_TRANSACTIONS, options: optionsOf(ACCOUNT_TYPE_LABELS) },
  { label: KIND_GROUP_VALUED, options: optionsOf(VALUED_KIND_LABELS) },
];

/** "1,250.50", "-40", "$12" as dollars; undefined when it is not an amount with at most two decimals. */
export function parseBalance(text: string): number | undefined {
  const cleaned = text.replace(/[\s$,]/g, '');
  if (!/^-?\d{1,10}(\.\d{1,2})?$/.test(cleaned)) return undefined;
  return Number(cleaned);
}

/**
 * Adds a manual account (name, kind, opening balance, opening date; for a kind valued by hand, its
 * first value and its date), or edits one (all but its kind; a valued one only its name: its value
 * changes by "Update value").
 */
export function ManualAccountDialog({ account, onClose, onSaved }: ManualAccountDialogProps) {
  const [name, setName] = useState(account?.name ?? '');
  const [type, setType] = useState<ManualAccountKind>(account?.type ?? 'checking');
  const [balance, setBalance] = useState(account ? String(account.opening_balance) : '0');
  const [date, setDate] = useState(account?.opening_date ?? todayIsoDate());
  const [tried, setTried] = useState(false);

  const valued = isValuedKind(type);
  const parsed = parseBalance(balance);
  const amount = valued && parsed !== undefined && parsed < 0 ? undefined : parsed;
  const nameMissing = name.trim() === '';
  const valid = !nameMissing && amount !== undefined && date !== '';

  const save = async () => {
    setTried(true);
    if (!valid) return false;
    const saved = account
      ? await updateManualAccount(account.account_id, valued ? { name: name.trim() } : { name: name.trim(), opening_balance: amount, opening_date: date })
      : await createManualAccount({ name: name.trim(), type, opening_balance: amount, opening_date: date });
    onSaved(saved);
    return true;
  };

  return (
    <FormDialog
      title={account ? MANUAL_DIALOG_EDIT_TITLE : MANUAL_DIALOG_ADD_TITLE}
      description={valued ? VALUED_DIALOG_DESCRIPTION : MANUAL_DIALOG_DESCRIPTION}
      failedText={SAVE_FAILED}
      onClose={onClose}
      onSave={save}
    >
      <TextField label={NAME} value={name} onValueChange={setName} maxLength={100} invalid={tried && nameMissing} errorText={NAME_NEEDED} />
      {!account && <SelectField label={ACCOUNT_TYPE} value={type} onValueChange={(value) => setType(value as ManualAccountKind)} options={KINDS} />}
      {!(account && valued) && (
        <>
          <div>
            <TextField
              label={valued ? VALUE : OPENING_BALANCE}
              value={balance}
              onValueChange={setBalance}
              inputMode="decimal"
              invalid={tried && amount === undefined}
              errorText={valued ? VALUE_INVALID : BALANCE_INVALID}
            />
            <p className={css({ mt: '1', fontSize: 'xs', color: 'fg.muted' })}>{valued ? VALUE_HINT : OPENING_BALANCE_HINT}</p>
          </div>
          <DateField label={valued ? VALUE_DATE : OPENING_DATE} value={date} onValueChange={setDate} max={todayIsoDate()} invalid={tried && date === ''} />
          {tried && date === '' && <p className={css({ fontSize: 'sm', color: 'danger.text' })}>{DATE_NEEDED}</p>}
        </>
      )}
    </FormDialog>
  );
}
