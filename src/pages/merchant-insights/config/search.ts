/** The merchant search asks once typing has paused this long. */
export const MERCHANT_SEARCH_DEBOUNCE_MS = 300;
