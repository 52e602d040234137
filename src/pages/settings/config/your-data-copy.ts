/** Settings' "Your data" section: export a copy, delete the account. */

export const SECTION_TITLE = 'Your data';
export const SECTION_DESCRIPTION = 'Take a copy of everything Ledgerline holds about you, or delete your account and all of it.';

export const EXPORT_TITLE = 'Export my data';
export const EXPORT_TEXT =
  'A ZIP file with your profile, subscription, linked institutions and accounts, your transactions as a spreadsheet (CSV), and your notifications. Bank passwords and access keys are never included.';
export const EXPORT = 'Export my data';
export const EXPORTING = 'Preparing your file…';
export const EXPORT_DONE = 'Your data has been downloaded.';
export const EXPORT_FAILED = "We couldn't prepare your data. Please try again.";

export const DELETE_TITLE = 'Delete my account';
export const DELETE_TEXT =
  'Removes your linked banks, cancels your subscription straight away and deletes everything we hold about you. This cannot be undone.';
export const DELETE = 'Delete my account';
export const DELETING = 'Deleting…';
export const DIALOG_TITLE = 'Delete your account?';
export const DIALOG_TEXT =
  'Your banks are disconnected, your subscription ends now with no further charges, and your accounts, transactions and notifications are deleted. You will be signed out. Signing in again later does not restart a free trial you have had, nor this month’s question and analysis limits.';
export const confirmLabel = (email: string) => `Type ${email} to confirm`;
export const CONFIRM_MISMATCH = "That isn't the email address you sign in with.";
export const CANCEL = 'Cancel';
export const DELETE_FAILED = "We couldn't delete your account. Nothing was deleted; please try again.";
