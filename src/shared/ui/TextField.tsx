import { useId, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Field } from '@ark-ui/react/field';
import { css } from 'styled-system/css';
import { field } from 'styled-system/recipes';

export interface TextFieldProps {
  /** The visible label; it is also the input's accessible name. */
  label: ReactNode;
  /** Keep the label for assistive technology only (a table's column header already says it). */
  labelHidden?: boolean;
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
  /** Leaving the field (an amount saved when it is left). */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/** A labelled line of text (a search, an amount), with its error under it. */
export function TextField({ label, labelHidden, value, onValueChange, type = 'text', inputMode, placeholder, maxLength, invalid, errorText, disabled, name, className, onBlur, onKeyDown }: TextFieldProps) {
  const classes = field();
  const errorTextId = useId();
  const showsError = Boolean(invalid && errorText);
  return (
    <Field.Root ids={{ errorText: errorTextId }} invalid={invalid} disabled={disabled} className={className ? `${classes.root} ${className}` : classes.root}>
      <Field.Label className={labelHidden ? css({ srOnly: true }) : classes.label}>{label}</Field.Label>
      <Field.Input
        type={type}
        inputMode={inputMode}
        value={value}
        placeholder={placeholder}
        maxLength={maxLength}
        name={name}
        autoComplete="off"
        // Ark names the error with aria-errormessage only; screen readers read aria-describedby.
        aria-describedby={showsError ? errorTextId : undefined}
        onChange={(event) => onValueChange(event.currentTarget.value)}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
        className={classes.input}
      />
      {showsError && <Field.ErrorText className={classes.errorText}>{errorText}</Field.ErrorText>}
    </Field.Root>
  );
}
