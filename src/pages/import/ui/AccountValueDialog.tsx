import { useState } from 'react';
import { css } from 'styled-system/css';
import type { ManualAccount } from '@/shared/api';
import { todayIsoDate } from '@/shared/lib';
import { DateField, FormDialog, TextField } from '@/shared/ui';
import { recordManualAccountValue } from '../api/import-calls';
import { DATE_NEEDED, SAVE_FAILED, UPDATE_VALUE_DESCRIPTION, updateValueTitle, VALUE, VALUE_DATE, VALUE_HINT, VALUE_INVALID } from '../config/copy';
import { parseBalance } from './ManualAccountDialog';

export interface AccountValueDialogProps {
  account: ManualAccount;
  onClose: () => void;
  onSaved: (account: ManualAccount) => void;
}

/** Records what a home, a vehicle or another account valued by hand is worth on a day (today unless changed). */
export function AccountValueDialog({ account, onClose, onSaved }: AccountValueDialogProps) {
  const [valueText, setValueText] = useState(String(account.balance));
  const [date, setDate] = useState(todayIsoDate());
  const [tried, setTried] = useState(false);
  const parsed = parseBalance(valueText);
  const value = parsed !== undefined && parsed >= 0 ? parsed : undefined;

  return (
    <FormDialog
      title={updateValueTitle(account.name)}
      description={UPDATE_VALUE_DESCRIPTION}
      failedText={SAVE_FAILED}
      onClose={onClose}
      onSave={async () => {
        setTried(true);
        if (value === undefined || date === '') return false;
        onSaved(await recordManualAccountValue(account.account_id, { value, as_of: date }));
        return true;
      }}
    >
      <div>
        <TextField label={VALUE} value={valueText} onValueChange={setValueText} inputMode="decimal" invalid={tried && value === undefined} errorText={VALUE_INVALID} />
        <p className={css({ mt: '1', fontSize: 'xs', color: 'fg.muted' })}>{VALUE_HINT}</p>
      </div>
      <DateField label={VALUE_DATE} value={date} onValueChange={setDate} max={todayIsoDate()} invalid={tried && date === ''} />
      {tried && date === '' && <p className={css({ fontSize: 'sm', color: 'danger.text' })}>{DATE_NEEDED}</p>}
    </FormDialog>
  );
}
