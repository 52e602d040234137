import type { AccountChange, AccountName, AccountRefreshResult } from '@/shared/api';

const countByName = (accounts: readonly { name: string }[]) => {
  const counts = new Map<string, number>();
  for (const { name } of accounts) counts.set(name, (counts.get(name) ?? 0) + 1);
  return counts;
};

/** Names in `from` beyond how often they appear in `minus` (two accounts may share a name). */
function surplus(from: readonly { name: string }[], minus: readonly { name: string }[]): AccountChange[] {
  const left = countByName(minus);
  const extra: AccountChange[] = [];
  for (const { name } of from) {
    const count = left.get(name) ?? 0;
    if (count > 0) left.set(name, count - 1);
    else extra.push({ name });
  }
  return extra;
}

/** What changed between the connected accounts before the widget opened and after it closed. */
export function accountChangesBetween(before: readonly AccountName[], after: readonly AccountName[]): AccountRefreshResult {
  return { added: surplus(after, before), removed: surplus(before, after) };
}

/**
 * The server's answer to the account refresh, completed with what the before/after lists show: a
 * sync the bank's webhook set off may have stored the change before the refresh ran, and then
 * the refresh has nothing left to report.
 */
export function mergeAccountChanges(server: AccountRefreshResult, observed: AccountRefreshResult): AccountRefreshResult {
  return {
    added: [...server.added, ...surplus(observed.added, server.added)],
    removed: [...server.removed, ...surplus(observed.removed, server.removed)],
  };
}
