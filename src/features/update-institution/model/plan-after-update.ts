import type { AccountRefreshResult } from '@/shared/api';
import {
  accountAdded,
  accountRemoved,
  FOLLOW_UP_REFRESH_DELAYS_MS,
  REFRESH_AFTER_UPDATE_MS,
  RELOAD_AFTER_REMOVAL_MS,
} from '@/shared/config';

export interface Announcement {
  type: 'success' | 'info';
  text: string;
}

/** What follows an account refresh in update mode (spec sections 4, 8 and 9). */
export interface AfterUpdatePlan {
  announcements: Announcement[];
  /** When to refetch what is on screen, in ms from now. */
  refreshAfterMs: number[];
  /** When to reload the page, in ms from now; `null` for no reload. */
  reloadAfterMs: number | null;
}

/**
 * Added accounts are announced; removed ones too, and the page reloads after 3 s; otherwise one
 * more refresh after 2 s. The follow-up refreshes at 1 s and 2 s come after every update.
 */
export function planAfterUpdate({ added, removed }: AccountRefreshResult): AfterUpdatePlan {
  const reloadAfterMs = removed.length > 0 ? RELOAD_AFTER_REMOVAL_MS : null;
  const refreshAfterMs = new Set<number>(FOLLOW_UP_REFRESH_DELAYS_MS);
  if (reloadAfterMs === null) refreshAfterMs.add(REFRESH_AFTER_UPDATE_MS);
  return {
    announcements: [
      ...added.map((account): Announcement => ({ type: 'success', text: accountAdded(account.name) })),
      ...removed.map((account): Announcement => ({ type: 'info', text: accountRemoved(account.name) })),
    ],
    refreshAfterMs: [...refreshAfterMs].sort((a, b) => a - b),
    reloadAfterMs,
  };
}
