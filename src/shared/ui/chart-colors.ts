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

/** Spending without a category: a lighter grey than "Other". */
export const UNCATEGORISED_COLOR = token('colors.slate.300');

/**
 * One colour per primary category, the same in every chart of every page (a category keeps its
 * colour when its rank changes between charts): distinct hues for the spending categories, greys
 * for what is left out of spending.
 */
const CATEGORY_COLORS: Record<string, string> = {
  FOOD_AND_DRINK: token('colors.amber.500'),
  GENERAL_MERCHANDISE: token('colors.sky.500'),
  RENT_AND_UTILITIES: token('colors.violet.500'),
  TRANSPORTATION: token('colors.teal.500'),
  ENTERTAINMENT: token('colors.rose.500'),
  TRAVEL: token('colors.cyan.700'),
  PERSONAL_CARE: token('colors.pink.400'),
  MEDICAL: token('colors.red.600'),
  HOME_IMPROVEMENT: token('colors.orange.700'),
  GENERAL_SERVICES: token('colors.blue.900'),
  GOVERNMENT_AND_NON_PROFIT: token('colors.lime.600'),
  BANK_FEES: token('colors.fuchsia.700'),
  INCOME: token('colors.evergreen.600'),
  LOAN_PAYMENTS: token('colors.slate.600'),
  LOAN_DISBURSEMENTS: token('colors.stone.500'),
  // Plaid's v2 word for no category: drawn as uncategorised.
  OTHER: UNCATEGORISED_COLOR,
  TRANSFER_IN: token('colors.slate.500'),
  TRANSFER_OUT: token('colors.slate.500'),
};

/** The colour of a primary category (`null`: uncategorised); a code the table lacks falls back to the series colours by its letters, so it is still stable. */
export function categoryColor(category: string | null): string {
  if (category === null) return UNCATEGORISED_COLOR;
  const known = CATEGORY_COLORS[category];
  if (known) return known;
  const hash = [...category].reduce((sum, letter) => (sum * 31 + letter.charCodeAt(0)) % 9_973, 0);
  return SERIES_COLORS[hash % SERIES_COLORS.length]!;
}

export const THIS_PERIOD_COLOR = token('colors.evergreen.600');
export const COMPARED_COLOR = token('colors.slate.400');
export const GRID_COLOR = token('colors.slate.200');
export const AXIS_TEXT_COLOR = token('colors.slate.600');
/** A line drawn over bars (a net line over income and spending): dark, so it reads over any bar. */
export const OVERLAY_LINE_COLOR = token('colors.slate.800');
