import { css } from 'styled-system/css';

/** The raised card every block of the page sits on. */
export const surface = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'surface',
  boxShadow: 'raised',
});

export const sectionTitle = css({ fontSize: 'lg', fontWeight: 'semibold' });
export const mutedText = css({ fontSize: 'sm', color: 'fg.muted' });
export const amountText = css({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
