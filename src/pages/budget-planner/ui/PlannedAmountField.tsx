import { css } from 'styled-system/css';
import { TextField } from '@/shared/ui';
import { useAmountDraft } from '../model/use-amount-draft';

interface PlannedAmountFieldProps {
  label: string;
  labelHidden?: boolean;
  amount: number | null;
  onSave: (amount: number | null) => void;
  placeholder?: string;
  className?: string;
}

/** A dollar amount typed in place, checked as it is typed and saved on leaving it or Enter. */
export function PlannedAmountField({ label, labelHidden, amount, onSave, placeholder, className }: PlannedAmountFieldProps) {
  const draft = useAmountDraft(amount, onSave);
  return (
    <TextField
      label={label}
      labelHidden={labelHidden}
      inputMode="decimal"
      value={draft.text}
      onValueChange={draft.onValueChange}
      onBlur={draft.onBlur}
      onKeyDown={draft.onKeyDown}
      invalid={draft.error !== undefined}
      errorText={draft.error}
      placeholder={placeholder}
      className={className ?? css({ minW: '24', maxW: '36' })}
    />
  );
}
