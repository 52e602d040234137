/** The assistant chat's own words (spec sections 1 and 2). */

/** Stands in for the answer while it is on its way. */
export const ANSWER_PLACEHOLDER = 'Okay, let me look into this...';

/** The welcome panel: how to ask so the assistant can answer (spec section 1). */
export const WELCOME_TITLE = 'Ask about your money';
export const WELCOME_ADVICE =
  'Be specific, and give a date range: the last three months, a specific date, a year or a month. For example:';
