/**
 * How often a page asks again while a bank's older history is still arriving: the data cache never
 * refetches on its own (spec section 9), and the history lands by webhook, so asking is the only way
 * the page learns of it without a reload.
 */
export const HISTORY_COVERAGE_POLL_MS = 10_000;

/** How long a page keeps asking (Plaid's historical update takes minutes, at worst hours); a reload starts again. */
export const HISTORY_COVERAGE_POLL_WINDOW_MS = 3 * 3_600_000;
