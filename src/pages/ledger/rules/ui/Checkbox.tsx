import type { ReactNode } from 'react';
import { Checkbox as ArkCheckbox } from '@ark-ui/react/checkbox';
import { css } from 'styled-system/css';
import { CheckIcon } from '@/shared/ui';

export interface CheckboxProps {
  /** The visible label; it is also the accessible name. */
  children: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
}

const root = css({ display: 'inline-flex', alignItems: 'flex-start', gap: '2', cursor: 'pointer', fontSize: 'sm', _disabled: { cursor: 'not-allowed', opacity: '0.5' } });
const control = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: '0',
  w: '5',
  h: '5',
  mt: '0.5',
  borderWidth: '1px',
  borderColor: 'border.strong',
  borderRadius: 'sm',
  bg: 'bg.surface',
  color: 'brand.contrast',
  _checked: { bg: 'brand.solid', borderColor: 'brand.solid' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  '& svg': { w: '3.5', h: '3.5' },
});

/** A box to tick ("Hide them from every total"): Ark's checkbox over a real input, so Space toggles it and forms read it. */
export function Checkbox({ children, checked, onCheckedChange, disabled, name }: CheckboxProps) {
  return (
    <ArkCheckbox.Root checked={checked} onCheckedChange={(details) => onCheckedChange(details.checked === true)} disabled={disabled} name={name} className={root}>
      <ArkCheckbox.Control className={control}>
        <ArkCheckbox.Indicator>
          <CheckIcon />
        </ArkCheckbox.Indicator>
      </ArkCheckbox.Control>
      <ArkCheckbox.Label>{children}</ArkCheckbox.Label>
      <ArkCheckbox.HiddenInput />
    </ArkCheckbox.Root>
  );
}
