import { css } from 'styled-system/css';
import { TextField } from '@/shared/ui';
import { ICON_MAX_LENGTH } from '../config/category-rules';
import { ICON_INVALID, ICON_SUGGESTIONS } from '../config/copy';
import { SUGGESTED_ICONS } from '../config/icons';

export interface IconFieldProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  invalid?: boolean;
}

const suggestion = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '9',
  h: '9',
  fontSize: 'lg',
  borderRadius: 'control',
  borderWidth: '1px',
  borderColor: 'transparent',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '1px' },
  '&[aria-pressed=true]': { bg: 'brand.subtle', borderColor: 'brand.border' },
});

/** An icon typed (any emoji) or picked from a few suggestions, each a button that puts it in the field. */
export function IconField({ label, value, onValueChange, invalid }: IconFieldProps) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <TextField label={label} value={value} onValueChange={onValueChange} maxLength={ICON_MAX_LENGTH} invalid={invalid} errorText={ICON_INVALID} className={css({ maxW: '12rem' })} />
      <div role="group" aria-label={ICON_SUGGESTIONS} className={css({ display: 'flex', flexWrap: 'wrap', gap: '1' })}>
        {SUGGESTED_ICONS.map((icon) => (
          <button key={icon} type="button" aria-pressed={value.trim() === icon} onClick={() => onValueChange(icon)} className={suggestion}>
            {icon}
          </button>
        ))}
      </div>
    </div>
  );
}
