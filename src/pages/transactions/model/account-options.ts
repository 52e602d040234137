import type { Account, ActiveItem } from '@/shared/api';
import type { SelectOption, SelectOptionGroup } from '@/shared/ui';

/** An account as the filter names it: its name without its bank's name in front (the group says it), and its mask. */
function accountLabel(account: Account, institution: string | undefined): string {
  const name = account.account_name ?? account.name;
  const own = institution && name.toLowerCase().startsWith(`${institution.toLowerCase()} `) ? name.slice(institution.length + 1) : name;
  return `${own}${account.mask ? ` ··${account.mask}` : ''}`;
}

/**
 * The account filter's choices: the accounts grouped under their bank, each named without the
 * bank's name (so "First Platypus Bank Rewards Visa Signature ··6694" fits a phone's select as
 * "Rewards Visa Signature ··6694"); accounts of a bank no longer listed come last, ungrouped.
 */
export function accountOptions(accounts: readonly Account[], institutions: readonly ActiveItem[]): (SelectOption | SelectOptionGroup)[] {
  const optionOf = (institution?: string) => (account: Account) => ({ value: account.account_id, label: accountLabel(account, institution) });
  const groups = institutions.flatMap((item) => {
    const name = item.institution_name;
    const own = accounts.filter((account) => account.item_external_id === item.external_id);
    return own.length > 0 ? [{ label: name, options: own.map(optionOf(name)) }] : [];
  });
  const listed = new Set(institutions.map((item) => item.external_id));
  return [...groups, ...accounts.filter((account) => !listed.has(account.item_external_id)).map(optionOf())];
}
