import { SESSION_STORAGE_KEYS } from '@/shared/config';

function announcedItems(): Set<string> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEYS.reauthAnnounced) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

/**
 * The re-authentication toast shows once per item per browser session: not again on a reload or
 * after Sync now. Records `itemIds` as announced and says whether any of them was new. With no item
 * ids to go by (no accounts came back), it announces once for the session.
 */
export function claimReauthAnnouncement(itemIds: readonly string[]): boolean {
  const announced = announcedItems();
  const keys = itemIds.length > 0 ? itemIds : ['*'];
  const fresh = keys.filter((id) => !announced.has(id));
  if (fresh.length === 0) return false;
  for (const id of fresh) announced.add(id);
  try {
    sessionStorage.setItem(SESSION_STORAGE_KEYS.reauthAnnounced, JSON.stringify([...announced]));
  } catch {
    // Storage refused (private mode, quota): the toast may show again, which is the lesser harm.
  }
  return true;
}
