/** The Settings section's words (the spec leaves the settings screen to us). */
export const SECTION_TITLE = 'Linked institutions';
export const SECTION_DESCRIPTION = 'The banks you have linked, with their accounts. Update one to connect more accounts or to sign in again.';
export const LOADING = 'Loading your institutions…';
export const LOAD_FAILED = "We couldn't load your institutions. Reload the page to try again.";
export const NONE_LINKED = 'No bank is linked yet.';
export const LINK_A_BANK = 'Link a bank';
export const NO_ACCOUNTS = 'No accounts are connected.';
export const LOADING_ACCOUNTS = 'Loading accounts…';
export const NEEDS_SIGN_IN = 'Sign-in needed: use Update to sign in to this bank again.';
export const REMOVE = 'Remove';
export const REMOVING = 'Removing...';
export const CANCEL = 'Cancel';
export const accountsAt = (institution: string) => `Accounts at ${institution}`;
export const removeLabel = (institution: string) => `Remove ${institution}`;
export const removeTitle = (institution: string) => `Remove ${institution}?`;
export const removeText = (institution: string) =>
  `Ledgerline will unlink ${institution} and delete its accounts and transactions. You can link it again later.`;
export const removed = (institution: string) => `${institution} is no longer linked.`;
export const removeFailed = (institution: string) => `${institution} could not be removed. Please try again.`;
