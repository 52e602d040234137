import { useMemo } from 'react';
import { useAccounts } from '@/entities/account';
import { categoryNamesOf, useUserCategories } from '@/entities/category';
import { DEFAULT_RULE_WORDS, type RuleWords } from '@/entities/rule';
import { categoryLabel, lineLabel } from '@/shared/lib';
import { accountName } from '../lib/account-choices';
import { GONE_ACCOUNT } from '../config/copy';

/**
 * How the page's sentences name categories and accounts: by the person's names, read here (the
 * same cached reads the form uses), so a sentence is right even before the names reach every label.
 */
export function useRuleWords(): RuleWords {
  const groups = useUserCategories().data;
  const { accounts } = useAccounts();
  return useMemo(() => {
    const names = categoryNamesOf(groups ?? []);
    const byId = new Map((accounts ?? []).map((account) => [account.account_id, accountName(account)] as const));
    return {
      ...DEFAULT_RULE_WORDS,
      category: (choice) => names.get(choice.detailed ?? choice.primary) ?? categoryLabel(choice.detailed ?? choice.primary, choice.primary),
      bankCategory: (code) => names.get(code) ?? lineLabel(code),
      // Until the accounts are read a named account is "an account"; once read, one not listed is gone.
      account: (accountId) => byId.get(accountId) ?? (accounts ? GONE_ACCOUNT.toLowerCase() : 'an account'),
    };
  }, [groups, accounts]);
}
