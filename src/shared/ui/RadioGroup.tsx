import type { ReactNode } from 'react';
import { RadioGroup as ArkRadioGroup } from '@ark-ui/react/radio-group';
import { radioGroup } from 'styled-system/recipes';

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The group's visible label and accessible name. */
  label: ReactNode;
  options: readonly RadioOption[];
  /** The chosen value; `null` when nothing is chosen yet. */
  value?: string | null;
  defaultValue?: string | null;
  onValueChange?: (value: string | null) => void;
  disabled?: boolean;
  name?: string;
}

/** Choose one of a few options, e.g. which institution to update. */
export function RadioGroup({ label, options, value, defaultValue, onValueChange, disabled, name }: RadioGroupProps) {
  const classes = radioGroup();
  return (
    <ArkRadioGroup.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={(details) => onValueChange?.(details.value)}
      disabled={disabled}
      name={name}
      className={classes.root}
    >
      <ArkRadioGroup.Label className={classes.label}>{label}</ArkRadioGroup.Label>
      {options.map((option) => (
        <ArkRadioGroup.Item key={option.value} value={option.value} disabled={option.disabled} className={classes.item}>
          <ArkRadioGroup.ItemControl className={classes.itemControl} />
          <ArkRadioGroup.ItemText className={classes.itemText}>{option.label}</ArkRadioGroup.ItemText>
          <ArkRadioGroup.ItemHiddenInput />
        </ArkRadioGroup.Item>
      ))}
    </ArkRadioGroup.Root>
  );
}
