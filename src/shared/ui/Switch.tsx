import type { ReactNode } from 'react';
import { Switch as ArkSwitch } from '@ark-ui/react/switch';
import { toggleSwitch } from 'styled-system/recipes';

export interface SwitchProps {
  /** The visible label; it is also the accessible name. */
  children: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
}

/** An on/off switch, e.g. "Bookmarks Only". */
export function Switch({ children, checked, defaultChecked, onCheckedChange, disabled, name }: SwitchProps) {
  const classes = toggleSwitch();
  return (
    <ArkSwitch.Root
      checked={checked}
      defaultChecked={defaultChecked}
      onCheckedChange={(details) => onCheckedChange?.(details.checked)}
      disabled={disabled}
      name={name}
      className={classes.root}
    >
      <ArkSwitch.Control className={classes.control}>
        <ArkSwitch.Thumb className={classes.thumb} />
      </ArkSwitch.Control>
      <ArkSwitch.Label className={classes.label}>{children}</ArkSwitch.Label>
      <ArkSwitch.HiddenInput role="switch" />
    </ArkSwitch.Root>
  );
}
