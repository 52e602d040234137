import { api } from '@/shared/api';

/**
 * `GET /db_api/notifications/read`: marks every notification read. Resolves to whether the server
 * agreed; a failure is silent (spec section 8), so nothing changes on screen.
 */
export async function markAllNotificationsRead(): Promise<boolean> {
  try {
    await api.GET('/db_api/notifications/read');
    return true;
  } catch {
    return false;
  }
}
