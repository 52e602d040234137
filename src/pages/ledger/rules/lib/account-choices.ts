import type { Account } from '@/shared/api';
import type { SelectOption } from '@/shared/ui';
import { ANY_ACCOUNT, GONE_ACCOUNT, RULE_ACCOUNT } from '../config/copy';

type NamedAccount = Pick<Account, 'account_id' | 'name' | 'mask' | 'institution_name'>;

/** "Everyday Checking ••0001": how a sentence names an account. */
export const accountName = (account: Pick<Account, 'name' | 'mask'>) => (account.mask ? `${account.name} ••${account.mask}` : account.name);

/**
 * "Any account", then each account with its bank ("Everyday Checking ••0001 (First Platypus
 * Bank)"); a rule's account that is no longer listed stays a choice, said as such.
 */
export function accountChoices(accounts: readonly NamedAccount[] | undefined, current: string): SelectOption[] {
  const listed = (accounts ?? []).map((account) => ({ value: account.account_id, label: account.institution_name ? `${accountName(account)} (${account.institution_name})` : accountName(account) }));
  const gone = current && accounts && !listed.some((option) => option.value === current) ? [{ value: current, label: GONE_ACCOUNT }] : [];
  // While the accounts load, the rule's own account stays chosen.
  const loading = current && !accounts ? [{ value: current, label: RULE_ACCOUNT }] : [];
  return [{ value: '', label: ANY_ACCOUNT }, ...listed, ...gone, ...loading];
}
