/**
 * User-visible error and status strings of the product spec, section 8, verbatim.
 * Nothing else in the code base spells these out.
 */

export const SIGNIN_FAILED = 'Signin failed. Please try again.';

export const METADATA_INIT_FAILED = 'Failed to initialize metadata';
export const METADATA_UPDATE_FAILED = 'Failed to update metadata';
export const METADATA_UPDATE_FAILED_RECURRING = 'Metadata update failed';

export const BUDGET_CHAT_FAILED = 'Sorry, there was an error processing your request. Please try again.';

export const REAUTHENTICATE_BANK =
  'Please re-authenticate your bank connection using the Update Institution button.';
export const BANK_AUTHENTICATION_FAILED = 'Bank authentication failed. Please try updating your institution.';

/** Link token failure. */
export const SOMETHING_WENT_WRONG_TRY_LATER = 'Oops, something went wrong. Please try again later.';
/** Link token 429, and any assistant exception. */
export const SOMETHING_WENT_WRONG = 'Oops, something went wrong. Please try again.';

export const institutionAlreadyExists = (institution: string) =>
  `${institution} already exists. Use the "UPDATE INSTITUTION" button to update or add accounts!`;
export const INSTITUTION_ALREADY_LINKED = 'This institution is already linked';

export const LINKING_FAILED = 'An error occurred while linking your account';
export const UPDATE_FAILED = 'An error occurred while updating your accounts';

export const accountAdded = (name: string) => `${name} has been added! Loading your transactions...`;
export const accountRemoved = (name: string) => `${name} has been removed!`;

export const QUOTA_EXHAUSTED = "You've reached your monthly question limit. Please try again next month.";

export const MISSING_AI_TEXT = "Oops, I couldn't generate a response.";
/** Appended to MISSING_AI_TEXT when the reply had an error status. */
export const MISSING_AI_TEXT_RETRY_SUFFIX = ' Please try again.';

export const LOAD_PREVIOUS_FAILED = 'Failed to load more messages. Please try again.';

/** The generic helper's message for any non-OK response (spec section 7). */
export const apiErrorMessage = (status: number, statusText: string) => `API Error: ${status} ${statusText}`;
