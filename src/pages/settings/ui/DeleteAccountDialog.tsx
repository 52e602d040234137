import { useId, useState } from 'react';
import { css } from 'styled-system/css';
import { authUser } from '@/entities/session';
import { Button, Dialog } from '@/shared/ui';
import { CANCEL, CONFIRM_MISMATCH, confirmLabel, DELETE, DELETE_FAILED, DELETING, DIALOG_TEXT, DIALOG_TITLE } from '../config/your-data-copy';
import { confirmsEmail, deleteAccount } from '../model/delete-account';

const input = css({
  w: 'full',
  h: '10',
  px: '3',
  borderWidth: '1px',
  borderColor: 'border.strong',
  borderRadius: 'control',
  bg: 'bg.surface',
  color: 'fg.default',
  fontSize: 'sm',
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '1px' },
  '&[aria-invalid=true]': { borderColor: 'danger.border' },
});

export interface DeleteAccountDialogProps {
  /** Opened at first (stories). */
  defaultOpen?: boolean;
}

/** "Delete my account", confirmed by typing the sign-in email; on success the person is signed out. */
export function DeleteAccountDialog({ defaultOpen = false }: DeleteAccountDialogProps) {
  const email = authUser.value?.email;
  const [open, setOpen] = useState(defaultOpen);
  const [typed, setTyped] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [failed, setFailed] = useState(false);
  const inputId = useId();
  const hintId = useId();
  const confirmed = confirmsEmail(typed, email);
  // Said only once the typed text is as long as the address, so typing it is not met with an error.
  const mismatch = !confirmed && email !== undefined && typed.trim().length >= email.length;

  const onDelete = async () => {
    if (!confirmed || deleting) return;
    setDeleting(true);
    setFailed(false);
    try {
      await deleteAccount(typed);
    } catch {
      setFailed(true);
      setDeleting(false);
    }
  };

  return (
    <Dialog
      size="sm"
      title={DIALOG_TITLE}
      description={DIALOG_TEXT}
      open={open}
      onOpenChange={(next) => {
        if (deleting) return;
        setOpen(next);
        if (!next) {
          setTyped('');
          setFailed(false);
        }
      }}
      trigger={
        <Button variant="outline" tone="danger">
          {DELETE}
        </Button>
      }
      footer={
        <>
          <Button variant="ghost" tone="neutral" disabled={deleting} onClick={() => setOpen(false)}>
            {CANCEL}
          </Button>
          <Button tone="danger" disabled={!confirmed || deleting} aria-busy={deleting || undefined} onClick={() => void onDelete()}>
            {deleting ? DELETING : DELETE}
          </Button>
        </>
      }
    >
      <form
        className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
        onSubmit={(event) => {
          event.preventDefault();
          void onDelete();
        }}
      >
        <label htmlFor={inputId} className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
          {confirmLabel(email ?? 'your email address')}
        </label>
        <input
          id={inputId}
          className={input}
          type="email"
          autoComplete="off"
          spellCheck={false}
          value={typed}
          disabled={deleting}
          aria-invalid={mismatch || undefined}
          aria-describedby={mismatch || failed ? hintId : undefined}
          onChange={(event) => setTyped(event.target.value)}
        />
        {(mismatch || failed) && (
          <p id={hintId} role={failed ? 'alert' : undefined} className={css({ fontSize: 'sm', color: 'danger.text' })}>
            {failed ? DELETE_FAILED : CONFIRM_MISMATCH}
          </p>
        )}
      </form>
    </Dialog>
  );
}
