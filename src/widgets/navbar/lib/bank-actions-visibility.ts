import { ROUTES } from '@/shared/config';

/** Spec section 2: the bank and assistant buttons are hidden on these pages. */
const PATHS_WITHOUT_BANK_ACTIONS: readonly string[] = [ROUTES.callback, ROUTES.getStarted];

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

interface BankActionsInput {
  path: string;
  hasLinkedBank: boolean;
  /** Active or in the grace period: a lapsed subscriber's bank and assistant calls would only be refused. */
  isSubscribed: boolean;
}

/** Whether the navbar shows "Add institution", "Update Institution" and "Budget AI Assistant". */
export function showsBankActions({ path, hasLinkedBank, isSubscribed }: BankActionsInput): boolean {
  return isSubscribed && hasLinkedBank && !PATHS_WITHOUT_BANK_ACTIONS.includes(withoutTrailingSlash(path));
}
