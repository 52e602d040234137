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
  /** What a failed save says, in the page's words; a function reads it from what was thrown (a server's refusal). */
  failedText: string | ((error: unknown) => string);
  /**
   * A button before Cancel (e.g. "Use the bank's amount"); as a function, given `run`, which saves
   * another way through the dialog (busy and failing as Save does), and whether a save is under way.
   */
  extraAction?: ReactNode | ((run: (save: () => Promise<boolean>) => void, saving: boolean) => ReactNode);
  children: ReactNode;
}

/** A dialog around one form: Cancel and Save, Enter saves, a failed save says so and keeps what was typed. */
export function FormDialog({ title, description, onClose, onSave, failedText, extraAction, children }: FormDialogProps) {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();
  const run = async (save: () => Promise<boolean>) => {
    setSaving(true);
    setFailure(undefined);
    try {
      if (!(await save())) setSaving(false);
    } catch (error) {
      setFailure(typeof failedText === 'function' ? failedText(error) : failedText);
      setSaving(false);
    }
  };
  const save = () => run(onSave);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      footer={
        <>
          {typeof extraAction === 'function' ? extraAction((other) => void run(other), saving) : extraAction}
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
        {failure !== undefined && (
          <p role="alert" className={css({ fontSize: 'sm', color: 'danger.text' })}>
            {failure}
          </p>
        )}
        {/* Enter in a field saves, as in any form. */}
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
}
