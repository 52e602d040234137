import { lastSyncOf } from '@/entities/account';
import type { Account } from '@/shared/api';

/**
 * The header's "Last synced": the newest sync of the banks that still sync. Accounts of a bank
 * waiting for a sign-in keep their own "as of"; when every bank waits, the header says nothing
 * (undefined) rather than "Not synced yet" or a time that is no longer true.
 */
export function headerLastSync(accounts: readonly Account[] | undefined, needsSignIn: ReadonlySet<string>): string | null | undefined {
  if (!accounts) return undefined;
  const syncing = accounts.filter((account) => !needsSignIn.has(account.item_external_id));
  if (syncing.length === 0 && accounts.length > 0) return undefined;
  return lastSyncOf(syncing);
}
