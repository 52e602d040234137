import { useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Button } from './Button';
import { Dialog } from './Dialog';

export interface FormDialogProps {
  title: string;
  description: string;
  onClose: () => void;
  /** Saves; answers false when the form is not valid yet (nothing was sent). A throw is a failed save. */
  onSave: () => Promise<boolean>;
  /** What a failed save says, in the page's words. */
  failedText: string;
  /** A button before Cancel (e.g. "Use the bank's amount"). */
  extraAction?: ReactNode;
  children: ReactNode;
}

/** A dialog around one form: Cancel and Save, Enter saves, a failed save says so and keeps what was typed. */
export function FormDialog({ title, description, onClose, onSave, failedText, extraAction, children }: FormDialogProps) {
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const save = async () => {
    setSaving(true);
    setFailed(false);
    try {
      if (!(await onSave())) setSaving(false);
    } catch {
      setFailed(true);
      setSaving(false);
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      footer={
        <>
          {extraAction}
          <Button variant="outline" tone="neutral" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} disabled={saving} aria-busy={saving}>
            {saving ? 'Saving…' : 'Save'}
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
        {children}
        {failed && (
          <p role="alert" className={css({ fontSize: 'sm', color: 'danger.text' })}>
            {failedText}
          </p>
        )}
        {/* Enter in a field saves, as in any form. */}
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
}
