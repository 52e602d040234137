import type { ReactNode } from 'react';
import { Field } from '@ark-ui/react/field';
import { field } from 'styled-system/recipes';

export interface TextFieldProps {
  /** The visible label; it is also the input's accessible name. */
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  type?: 'text' | 'search';
  /** `decimal` shows the phone's number pad (amounts). */
  inputMode?: 'text' | 'decimal' | 'search';
  placeholder?: string;
  maxLength?: number;
  invalid?: boolean;
  errorText?: string;
  disabled?: boolean;
  name?: string;
  className?: string;
}

/** A labelled line of text (a search, an amount), with its error under it. */
export function TextField({ label, value, onValueChange, type = 'text', inputMode, placeholder, maxLength, invalid, errorText, disabled, name, className }: TextFieldProps) {
  const classes = field();
  return (
    <Field.Root invalid={invalid} disabled={disabled} className={className ? `${classes.root} ${className}` : classes.root}>
      <Field.Label className={classes.label}>{label}</Field.Label>
      <Field.Input
        type={type}
        inputMode={inputMode}
        value={value}
        placeholder={placeholder}
        maxLength={maxLength}
        name={name}
        autoComplete="off"
        onChange={(event) => onValueChange(event.currentTarget.value)}
        className={classes.input}
      />
      {invalid && errorText && <Field.ErrorText className={classes.errorText}>{errorText}</Field.ErrorText>}
    </Field.Root>
  );
}
