import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { css } from 'styled-system/css';
import { Button, TextField } from '@/shared/ui';
import { NAME_MAX_LENGTH } from '../config/category-rules';
import { CANCEL, NAME_INVALID, newNameFor, SAVE, SAVING } from '../config/copy';
import { cleanName, refusalOf } from '../lib/category-layout';

export interface InlineNameFormProps {
  /** The name being changed. */
  name: string;
  /** Saves the new name; a throw is a refusal, said beside the field (a name already taken: the server's words). */
  onSave: (name: string) => Promise<void>;
  /** Saved or cancelled: the name shows again. */
  onDone: () => void;
}

/**
 * A name changed where it is shown: the field opens with the name selected, Enter saves, Escape
 * cancels; what is wrong with a name is said under the field, which keeps what was typed.
 */
export function InlineNameForm({ name, onSave, onDone }: InlineNameFormProps) {
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // After the frame: a menu that opened the form gives the focus back to its button first.
  useEffect(() => {
    const frame = requestAnimationFrame(() => formRef.current?.querySelector('input')?.select());
    return () => cancelAnimationFrame(frame);
  }, []);

  const save = async () => {
    const clean = cleanName(value);
    if (clean === undefined) return setError(NAME_INVALID);
    if (clean === name) return onDone();
    setSaving(true);
    setError(undefined);
    try {
      await onSave(clean);
      onDone();
    } catch (refusal) {
      setError(refusalOf(refusal));
      setSaving(false);
      formRef.current?.querySelector('input')?.focus();
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape') return;
    // Escape closes this field only, not a dialog or drawer around it.
    event.preventDefault();
    event.stopPropagation();
    onDone();
  };

  return (
    <form
      ref={formRef}
      aria-busy={saving}
      onSubmit={(event) => {
        event.preventDefault();
        if (!saving) void save();
      }}
      className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: '2', flex: '1', minW: '0' })}
    >
      <TextField
        label={newNameFor(name)}
        labelHidden
        value={value}
        onValueChange={setValue}
        maxLength={NAME_MAX_LENGTH}
        invalid={error !== undefined}
        errorText={error}
        onKeyDown={onKeyDown}
        className={css({ flex: '1', minW: '10rem' })}
      />
      <div className={css({ display: 'flex', gap: '2' })}>
        <Button type="submit" size="md" disabled={saving}>
          {saving ? SAVING : SAVE}
        </Button>
        <Button variant="ghost" tone="neutral" size="md" onClick={onDone} disabled={saving}>
          {CANCEL}
        </Button>
      </div>
    </form>
  );
}
