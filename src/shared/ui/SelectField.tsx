import { useId, type ReactNode } from 'react';
import { Field } from '@ark-ui/react/field';
import { css } from 'styled-system/css';
import { field } from 'styled-system/recipes';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectOptionGroup {
  label: string;
  options: readonly SelectOption[];
}

export interface SelectFieldProps {
  /** The visible label; it is also the select's accessible name. */
  label: ReactNode;
  /** Keep the label for assistive technology only (a table's column header already says it). */
  labelHidden?: boolean;
  value: string;
  onValueChange: (value: string) => void;
  /** Plain options, or groups of them (`<optgroup>`). */
  options: readonly (SelectOption | SelectOptionGroup)[];
  disabled?: boolean;
  /** Nothing (or nothing valid) chosen yet, said under the select with `errorText`. */
  invalid?: boolean;
  errorText?: string;
  name?: string;
  className?: string;
}

const isGroup = (option: SelectOption | SelectOptionGroup): option is SelectOptionGroup => 'options' in option;

/**
 * A labelled choice from a list: the browser's own select, so it works by keyboard, with screen
 * readers and with the phone's native picker without any help.
 */
export function SelectField({ label, labelHidden, value, onValueChange, options, disabled, invalid, errorText, name, className }: SelectFieldProps) {
  const classes = field();
  const errorTextId = useId();
  const showsError = Boolean(invalid && errorText);
  return (
    <Field.Root ids={{ errorText: errorTextId }} invalid={invalid} disabled={disabled} className={className ? `${classes.root} ${className}` : classes.root}>
      <Field.Label className={labelHidden ? css({ srOnly: true }) : classes.label}>{label}</Field.Label>
      <Field.Select
        name={name}
        value={value}
        // Ark names the error with aria-errormessage only; screen readers read aria-describedby.
        aria-describedby={showsError ? errorTextId : undefined}
        onChange={(event) => onValueChange(event.currentTarget.value)}
        className={classes.select}
      >
        {options.map((option) =>
          isGroup(option) ? (
            <optgroup key={option.label} label={option.label}>
              {option.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </optgroup>
          ) : (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ),
        )}
      </Field.Select>
      {showsError && <Field.ErrorText className={classes.errorText}>{errorText}</Field.ErrorText>}
    </Field.Root>
  );
}
