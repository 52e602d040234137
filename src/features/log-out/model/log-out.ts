import { resetMetadataSync } from '@/entities/account';
import { resetMerchantContext } from '@/entities/merchant';
import { forgetBudgetMonth } from '@/entities/period';
import { forgetHasItem, logOutOfIdentityProvider } from '@/entities/session';
import { api } from '@/shared/api';

/**
 * Spec section 4, "Logout": tell the server (the has-item flag resets when it agrees; a failure
 * is ignored and logout goes on), forget the chosen budget month, reset the session and leave
 * through the identity provider's logout, which returns to the site origin.
 */
export async function logOut(): Promise<void> {
  try {
    await api.GET('/auth/logout');
    forgetHasItem();
  } catch {
    // Spec section 8: logout failures are silently ignored.
  }
  forgetBudgetMonth();
  resetMerchantContext();
  resetMetadataSync();
  await logOutOfIdentityProvider();
}
