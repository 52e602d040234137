/** The contract's limits on a rule (`RuleConditions`, `RuleActions`, `TagName`). */
export const MERCHANT_MAX_LENGTH = 100;
export const TEXT_MAX_LENGTH = 100;
export const MERCHANT_NAME_MAX_LENGTH = 80;
export const MAX_TAGS = 10;
export const TAG_MAX_LENGTH = 40;
/** Dollars, at most, of either end of the amount range. */
export const AMOUNT_MAX = 1_000_000_000;
/** A split's parts: at least two, at most ten. */
export const MIN_SPLIT_PARTS = 2;
export const MAX_SPLIT_PARTS = 10;
/** Dollars, at most, of a split's fixed part. */
export const SPLIT_AMOUNT_MAX = 1_000_000;
