import type { ReactNode } from 'react';
import { Field } from '@ark-ui/react/field';
import { field } from 'styled-system/recipes';

export interface DateFieldProps {
  /** The visible label; it is also the input's accessible name. */
  label: ReactNode;
  /** `YYYY-MM-DD`, or `''` while empty. */
  value: string;
  onValueChange: (value: string) => void;
  /** Earliest and latest days the browser's picker offers, `YYYY-MM-DD`. */
  min?: string;
  max?: string;
  invalid?: boolean;
  disabled?: boolean;
  name?: string;
}

/** A labelled calendar date, typed or picked with the browser's own date picker. */
export function DateField({ label, value, onValueChange, min, max, invalid, disabled, name }: DateFieldProps) {
  const classes = field();
  return (
    <Field.Root invalid={invalid} disabled={disabled} className={classes.root}>
      <Field.Label className={classes.label}>{label}</Field.Label>
      <Field.Input type="date" value={value} min={min} max={max} name={name} onChange={(event) => onValueChange(event.currentTarget.value)} className={classes.input} />
    </Field.Root>
  );
}
