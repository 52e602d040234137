/** Product copy the spec gives verbatim and more than one place shows. */

/** The bank link dialog's three-line pitch (spec section 1). */
export const LINK_PITCH = ['Understand your cash flows', 'Pay off your debts', 'Invest for your future'] as const;

/** The assistant's quota tooltip (spec section 2). */
export const ASKS_QUOTA_HINT = 'Each user gets 100 asks per month. The count resets at the start of each new month.';

/** A block of a page whose data could not load, and its way out. */
export const BLOCK_LOAD_FAILED = "We couldn't load this just now. Your data is safe.";
export const TRY_AGAIN = 'Try again';
