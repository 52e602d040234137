import { useState } from 'react';
import type { Account } from '@/shared/api';
import { Button, FormDialog, TextField } from '@/shared/ui';
import { renameAccount } from '../api/rename-account';
import { NAME_INVALID, NAME_LABEL, RENAME_DESCRIPTION, RENAME_FAILED, RENAME_TITLE, USE_BANK_NAME } from '../config/account-copy';

const MAX_NAME = 60;

export interface RenameAccountDialogProps {
  account: Account;
  onClose: () => void;
  /** After a save, with the account as renamed. */
  onSaved: (account: Account) => void;
}

/** Renames an account (Enter saves); one already renamed can take its bank's name back. */
export function RenameAccountDialog({ account, onClose, onSaved }: RenameAccountDialogProps) {
  const [name, setName] = useState(account.account_name);
  const [tried, setTried] = useState(false);
  const valid = name.trim().length > 0 && name.trim().length <= MAX_NAME;
  return (
    <FormDialog
      title={RENAME_TITLE}
      description={RENAME_DESCRIPTION}
      failedText={RENAME_FAILED}
      onClose={onClose}
      onSave={async () => {
        setTried(true);
        if (!valid) return false;
        onSaved(await renameAccount(account.account_id, name.trim()));
        return true;
      }}
      extraAction={
        account.renamed ? (
          <Button variant="outline" tone="neutral" onClick={() => void renameAccount(account.account_id, null).then(onSaved)}>
            {USE_BANK_NAME}
          </Button>
        ) : undefined
      }
    >
      <TextField label={NAME_LABEL} value={name} onValueChange={setName} maxLength={MAX_NAME} invalid={tried && !valid} errorText={NAME_INVALID} />
    </FormDialog>
  );
}
