import { useState } from 'react';
import { css } from 'styled-system/css';
import type { Account, RecurringFrequency, RecurringKind, RecurringStream } from '@/shared/api';
import { todayIsoDate } from '@/shared/lib';
import { Button, DateField, FormDialog, SelectField, TextField } from '@/shared/ui';
import { createRecurringStream, updateRecurringStream } from '../api/recurring-calls';
import {
  ACCOUNT,
  ADD,
  ADD_DESCRIPTION,
  AMOUNT,
  AMOUNT_DESCRIPTION,
  AMOUNT_INVALID,
  AMOUNT_TITLE,
  FREQUENCY_LABEL,
  NO_ACCOUNT,
  FREQUENCY_LABELS,
  KIND,
  KIND_LABELS,
  KIND_TITLE,
  MERCHANT,
  MERCHANT_NEEDED,
  NEXT_DATE,
  NEXT_DATE_NEEDED,
  SAVE_FAILED,
  USE_BANK_AMOUNT,
} from '../config/copy';

const KINDS = (Object.entries(KIND_LABELS) as [RecurringKind, string][]).map(([value, label]) => ({ value, label }));
const accountLabel = (account: Pick<Account, 'name' | 'mask' | 'institution_name'>) =>
  [account.name, account.mask ? `••${account.mask}` : null, account.institution_name ? `(${account.institution_name})` : null].filter(Boolean).join(' ');
const FREQUENCIES = (Object.entries(FREQUENCY_LABELS) as [RecurringFrequency, string][]).map(([value, label]) => ({ value, label }));

/** "15.99", "$1,200" as dollars above zero; undefined when it is not such an amount with at most two decimals. */
export function parseAmount(text: string): number | undefined {
  const cleaned = text.replace(/[\s$,]/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(cleaned)) return undefined;
  const amount = Number(cleaned);
  return amount > 0 ? amount : undefined;
}

export interface AddRecurringDialogProps {
  /** The accounts it may be paid from or into (none while they load: it can be added without one). */
  accounts: readonly Pick<Account, 'account_id' | 'name' | 'mask' | 'institution_name'>[] | undefined;
  onClose: () => void;
  onSaved: (stream: RecurringStream) => void;
}

/** Adds a recurring payment by hand: merchant, amount, kind, how often, next date, and the account it goes through. */
export function AddRecurringDialog({ accounts, onClose, onSaved }: AddRecurringDialogProps) {
  const [merchant, setMerchant] = useState('');
  const [amountText, setAmountText] = useState('');
  const [kind, setKind] = useState<RecurringKind>('subscription');
  const [frequency, setFrequency] = useState<RecurringFrequency>('MONTHLY');
  const [nextDate, setNextDate] = useState(todayIsoDate());
  const [accountId, setAccountId] = useState('');
  const [tried, setTried] = useState(false);
  const amount = parseAmount(amountText);
  const accountOptions = [{ value: '', label: NO_ACCOUNT }, ...(accounts ?? []).map((a) => ({ value: a.account_id, label: accountLabel(a) }))];
  const merchantMissing = merchant.trim() === '';
  return (
    <FormDialog
      failedText={SAVE_FAILED}
      title={ADD}
      description={ADD_DESCRIPTION}
      onClose={onClose}
      onSave={async () => {
        setTried(true);
        if (merchantMissing || amount === undefined || nextDate === '') return false;
        onSaved(await createRecurringStream({ merchant: merchant.trim(), amount, kind, frequency, next_date: nextDate, ...(accountId ? { account_id: accountId } : {}) }));
        return true;
      }}
    >
      <TextField label={MERCHANT} value={merchant} onValueChange={setMerchant} maxLength={100} invalid={tried && merchantMissing} errorText={MERCHANT_NEEDED} />
      <TextField label={AMOUNT} value={amountText} onValueChange={setAmountText} inputMode="decimal" invalid={tried && amount === undefined} errorText={AMOUNT_INVALID} />
      <SelectField label={KIND} value={kind} onValueChange={(value) => setKind(value as RecurringKind)} options={KINDS} />
      <SelectField label={FREQUENCY_LABEL} value={frequency} onValueChange={(value) => setFrequency(value as RecurringFrequency)} options={FREQUENCIES} />
      <DateField label={NEXT_DATE} value={nextDate} onValueChange={setNextDate} invalid={tried && nextDate === ''} />
      {tried && nextDate === '' && <p className={css({ fontSize: 'sm', color: 'danger.text' })}>{NEXT_DATE_NEEDED}</p>}
      <SelectField label={ACCOUNT} value={accountId} onValueChange={setAccountId} options={accountOptions} />
    </FormDialog>
  );
}

export interface StreamDialogProps {
  stream: RecurringStream;
  onClose: () => void;
  onSaved: (stream: RecurringStream) => void;
}

/** Changes what kind of payment a stream is. */
export function ChangeKindDialog({ stream, onClose, onSaved }: StreamDialogProps) {
  const [kind, setKind] = useState<RecurringKind>(stream.kind);
  return (
    <FormDialog
      failedText={SAVE_FAILED}
      title={KIND_TITLE(stream.merchant)}
      description={stream.description}
      onClose={onClose}
      onSave={async () => {
        onSaved(await updateRecurringStream(stream.id, { kind }));
        return true;
      }}
    >
      <SelectField label={KIND} value={kind} onValueChange={(value) => setKind(value as RecurringKind)} options={KINDS} />
    </FormDialog>
  );
}

/** Changes a stream's expected amount; a synced one can go back to its bank's amount. */
export function ChangeAmountDialog({ stream, onClose, onSaved }: StreamDialogProps) {
  const [amountText, setAmountText] = useState(stream.amount.toFixed(2));
  const [tried, setTried] = useState(false);
  const amount = parseAmount(amountText);
  return (
    <FormDialog
      failedText={SAVE_FAILED}
      title={AMOUNT_TITLE(stream.merchant)}
      description={AMOUNT_DESCRIPTION}
      onClose={onClose}
      onSave={async () => {
        setTried(true);
        if (amount === undefined) return false;
        onSaved(await updateRecurringStream(stream.id, { amount }));
        return true;
      }}
      extraAction={
        stream.source === 'plaid' && stream.corrected ? (
          <Button variant="outline" tone="neutral" onClick={() => void updateRecurringStream(stream.id, { amount: null }).then(onSaved)}>
            {USE_BANK_AMOUNT}
          </Button>
        ) : undefined
      }
    >
      <TextField label={AMOUNT} value={amountText} onValueChange={setAmountText} inputMode="decimal" invalid={tried && amount === undefined} errorText={AMOUNT_INVALID} />
    </FormDialog>
  );
}
