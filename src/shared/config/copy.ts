/** Product copy the spec gives verbatim and more than one place shows. */

/** The bank link dialog's three-line pitch (spec section 1). */
export const LINK_PITCH = ['Understand your cash flows', 'Pay off your debts', 'Invest for your future'] as const;

/** The assistant's quota tooltip (spec section 2). */
export const ASKS_QUOTA_HINT = 'Each user gets 100 asks per month. The count resets at the start of each new month.';
