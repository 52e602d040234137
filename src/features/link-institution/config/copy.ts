/** The Add institution dialog's words (spec section 2, Bank dialogs). */
export const ADD_INSTITUTION = 'Add institution';
export const ADD_INSTITUTION_TITLE = "Let's Get Started!";
export const LINK_ACCOUNTS = 'Link Accounts';
export const LINKING = 'Linking...';
/** Said (politely, to screen readers too) while the widget gets ready. */
