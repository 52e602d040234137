import { ROUTES } from '@/shared/config';

/** Spec section 2: the bank and assistant buttons are hidden on these pages. */
const PATHS_WITHOUT_BANK_ACTIONS: readonly string[] = [ROUTES.callback, ROUTES.getStarted];

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Whether the navbar shows "Add institution", "Update Institution" and "Budget AI Assistant". */
export function showsBankActions({ path, hasLinkedBank }: { path: string; hasLinkedBank: boolean }): boolean {
  return hasLinkedBank && !PATHS_WITHOUT_BANK_ACTIONS.includes(withoutTrailingSlash(path));
}
