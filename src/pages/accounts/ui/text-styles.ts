import { css } from 'styled-system/css';

export const sectionTitle = css({ fontSize: 'lg', fontWeight: 'semibold' });
export const mutedText = css({ fontSize: 'sm', color: 'fg.muted' });
export const amountText = css({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
