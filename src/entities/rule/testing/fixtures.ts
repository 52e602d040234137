import type { RulePreview, TransactionRule } from '../model/rule';

const ruleId = (n: number) => `b0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const created = (day: number) => `2026-10-${String(day).padStart(2, '0')}T09:00:00.000Z`;

/** Amazon, money out: groceries, tagged Online. */
export const AMAZON_RULE: TransactionRule = {
  id: ruleId(1),
  conditions: { merchant: 'Amazon', direction: 'outflow' },
  actions: { category: { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_GROCERIES' }, tags: ['Online'] },
  created_at: created(1),
};

/** The bank's text and an amount cap: rides, with the merchant renamed. */
export const RIDES_RULE: TransactionRule = {
  id: ruleId(2),
  conditions: { text: 'UBER TRIP', max_amount: 60 },
  actions: { category: { primary: 'TRANSPORTATION', detailed: 'TRANSPORTATION_TAXIS_AND_RIDE_SHARES' }, merchant_name: 'Uber' },
  created_at: created(2),
};

/** One account's transfers to savings, hidden from every total. */
export const SAVINGS_RULE: TransactionRule = {
  id: ruleId(3),
  conditions: { text: 'TRANSFER TO SAVINGS', account_id: 'acc-checking' },
  actions: { hidden: true },
  created_at: created(3),
};

/** A range and a category of the person's own (Brunch, counted as Restaurant). */
export const BRUNCH_RULE: TransactionRule = {
  id: ruleId(4),
  conditions: { merchant: 'Blue Bottle', min_amount: 20, max_amount: 80 },
  actions: { category: { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_RESTAURANT_OWN_3F9A2C' }, tags: ['Weekend', 'Friends'] },
  created_at: created(4),
};

/** Target, money out, split three ways: a fixed amount to Groceries, a share to Books and magazines, the rest to Online marketplaces. */
export const SPLIT_RULE: TransactionRule = {
  id: ruleId(5),
  conditions: { merchant: 'Target', direction: 'outflow' },
  actions: {
    split: [
      { category: { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_GROCERIES' }, amount: 10 },
      { category: { primary: 'GENERAL_MERCHANDISE', detailed: 'GENERAL_MERCHANDISE_BOOKSTORES_AND_NEWSSTANDS' }, percent: 12.5 },
      { category: { primary: 'GENERAL_MERCHANDISE', detailed: 'GENERAL_MERCHANDISE_ONLINE_MARKETPLACES' } },
    ],
  },
  created_at: created(5),
};

/** Whatever the bank files under Restaurant goes to Groceries (as merging one of the bank's categories makes). */
export const BANK_CATEGORY_RULE: TransactionRule = {
  id: ruleId(6),
  conditions: { bank_category: 'FOOD_AND_DRINK_RESTAURANT' },
  actions: { category: { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_GROCERIES' } },
  created_at: created(6),
};

/** A person's rules in the order they run. */
export const SAMPLE_RULES: TransactionRule[] = [AMAZON_RULE, RIDES_RULE, SAVINGS_RULE, BRUNCH_RULE];

/** What a draft would do to the past: 14 rows matched, 9 changed, the newest five. */
export const SAMPLE_PREVIEW: RulePreview = {
  matching: 14,
  changing: 9,
  examples: [
    { transaction_id: 'txn-amazon-5', date: '2026-11-20', name: 'AMAZON MKTPL*2K4RT', amount: 42.17, direction: 'outflow' },
    { transaction_id: 'txn-amazon-4', date: '2026-11-14', name: 'AMAZON MKTPL*9Q1ZX', amount: 18.99, direction: 'outflow' },
    { transaction_id: 'txn-amazon-3', date: '2026-11-02', name: 'Amazon.com', amount: 64.5, direction: 'outflow' },
    { transaction_id: 'txn-amazon-2', date: '2026-10-27', name: 'AMAZON MKTPL*7HH2P', amount: 12.4, direction: 'outflow' },
    { transaction_id: 'txn-amazon-1', date: '2026-10-19', name: 'Amazon.com refund', amount: 23.0, direction: 'inflow' },
  ],
};
