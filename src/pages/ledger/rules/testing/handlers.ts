import { http, HttpResponse } from 'msw';
import { SAMPLE_BALANCES } from '@/entities/account/testing';
import { categoriesHandlers, SAMPLE_CATEGORY_GROUPS } from '@/entities/category/testing';
import { rulesHandlers, SAMPLE_RULES, type RulesAnswers } from '@/entities/rule/testing';
import type { TransactionRule } from '@/entities/rule';
import { SAMPLE_TAXONOMY } from '@/entities/transaction/testing';

/**
 * Stories only: every call the rules page and its dialogs make — the rules (kept as the server
 * keeps them), the person's categories, Plaid's taxonomy and the accounts.
 */
export function rulesPageHandlers(rules: readonly TransactionRule[] = SAMPLE_RULES, answers: RulesAnswers = {}) {
  return [
    ...rulesHandlers(rules, answers),
    ...categoriesHandlers(SAMPLE_CATEGORY_GROUPS),
    http.get('*/db_api/transactions/categories', () => HttpResponse.json({ categories: SAMPLE_TAXONOMY })),
    http.get('*/api/accounts', () => HttpResponse.json({ accounts: SAMPLE_BALANCES })),
  ];
}
