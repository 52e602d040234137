import { token } from 'styled-system/tokens';

/** The stacked chart's series colours, in order; distinct in hue and lightness for colour-blind readers. */
export const SERIES_COLORS = [
  token('colors.evergreen.600'),
  token('colors.sky.500'),
  token('colors.amber.500'),
  token('colors.violet.500'),
  token('colors.rose.500'),
  token('colors.teal.300'),
] as const;

/** "Other": a neutral grey, so it never reads as a category of its own. */
export const OTHER_COLOR = token('colors.slate.400');

export const THIS_PERIOD_COLOR = token('colors.evergreen.600');
export const COMPARED_COLOR = token('colors.slate.400');
export const GRID_COLOR = token('colors.slate.200');
export const AXIS_TEXT_COLOR = token('colors.slate.600');
/** A line drawn over bars (a net line over income and spending): dark, so it reads over any bar. */
export const OVERLAY_LINE_COLOR = token('colors.slate.800');
