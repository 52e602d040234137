/** The Update Institution dialogs' words (spec section 2, Bank dialogs, 2). */
export const UPDATE_INSTITUTION = 'Update Institution';
export const SELECT_INSTITUTION_TITLE = 'Select and update your institution!';
export const SELECT_INSTITUTION_TEXT = 'Connect more accounts or re-authenticate your account(s)!';
export const CONTINUE = 'Continue';
export const UPDATE_ACCOUNTS = 'Update Accounts';
export const UPDATING = 'Updating...';
/** The Update button beside one institution (Settings, the accounts page's notices). */
export const UPDATE = 'Update';
export const updateLabel = (institution: string) => `Update ${institution}`;
export const connectedAccountsTitle = (institution: string) => `Connected accounts from ${institution}`;

/** Our own words around the spec's. */
export const INSTITUTIONS_LABEL = 'Your institutions';
export const NO_INSTITUTIONS = 'You have no linked institutions yet. Add one first.';
export const INSTITUTIONS_FAILED = "We couldn't load your institutions. Close this and try again.";
export const NEEDS_SIGN_IN = 'Sign-in needed';
export const LOADING_INSTITUTIONS = 'Loading your institutions…';
export const LOADING_ACCOUNTS = 'Loading connected accounts…';
export const NO_CONNECTED_ACCOUNTS = 'No accounts are connected yet.';
