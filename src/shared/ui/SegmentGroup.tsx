import type { ReactNode } from 'react';
import { SegmentGroup as ArkSegmentGroup } from '@ark-ui/react/segment-group';
import { segmentGroup } from 'styled-system/recipes';

export interface SegmentOption<Value extends string = string> {
  value: Value;
  label: ReactNode;
  disabled?: boolean;
}

export interface SegmentGroupProps<Value extends string = string> {
  /** The group's accessible name, shown above the choices unless `labelHidden`. */
  label: ReactNode;
  labelHidden?: boolean;
  /** The label beside the choices rather than above them. */
  inline?: boolean;
  options: readonly SegmentOption<Value>[];
  value: Value;
  onValueChange: (value: Value) => void;
  disabled?: boolean;
  name?: string;
}

/**
 * A row of a few exclusive choices, e.g. month / quarter / year. A radio group underneath: Tab
 * reaches the chosen one, the arrow keys choose.
 */
export function SegmentGroup<Value extends string = string>({ label, labelHidden, inline, options, value, onValueChange, disabled, name }: SegmentGroupProps<Value>) {
  const classes = segmentGroup({ labelHidden, inline });
  const byValue = new Map(options.map((option) => [option.value as string, option.value]));
  return (
    <ArkSegmentGroup.Root
      value={value}
      onValueChange={(details) => {
        const chosen = details.value === null ? undefined : byValue.get(details.value);
        if (chosen !== undefined) onValueChange(chosen);
      }}
      disabled={disabled}
      name={name}
      orientation="horizontal"
      className={classes.root}
    >
      <ArkSegmentGroup.Label className={classes.label}>{label}</ArkSegmentGroup.Label>
      <div className={classes.items}>
        {options.map((option) => (
          <ArkSegmentGroup.Item key={option.value} value={option.value} disabled={option.disabled} className={classes.item}>
            <ArkSegmentGroup.ItemText className={classes.itemText}>{option.label}</ArkSegmentGroup.ItemText>
            <ArkSegmentGroup.ItemHiddenInput />
          </ArkSegmentGroup.Item>
        ))}
      </div>
    </ArkSegmentGroup.Root>
  );
}
