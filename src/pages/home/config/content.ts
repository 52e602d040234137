import type { PageIconName } from '@/shared/ui';

export interface Feature {
  icon: PageIconName;
  title: string;
  text: string;
}

export const FEATURES: readonly Feature[] = [
  {
    icon: 'accounts',
    title: 'Accounts',
    text: 'Checking, savings and credit cards from every bank you link, with balances and credit card details in one list.',
  },
  {
    icon: 'transactions',
    title: 'Transactions',
    text: 'Every transaction in one place, by date range, institution and category, with search.',
  },
  {
    icon: 'dashboard',
    title: 'Dashboard',
    text: 'Top transactions, spending statistics and trends over time for any month, quarter or year.',
  },
  {
    icon: 'merchantInsights',
    title: 'Merchant insights',
    text: 'See which merchants get the most of your money, and how often you go back.',
  },
  {
    icon: 'budgetTracker',
    title: 'Budget planner and tracker',
    text: 'Plan what to spend in each category month by month, then track what you actually spent against it.',
  },
  {
    icon: 'budgetOverview',
    title: 'AI budget overview',
    text: 'An AI review of your accounts, your income and spending, and your budget, with follow-up questions and saved analyses.',
  },
];

// The assistant's example asks (spec section 1): a month's summary, the last transaction, a merchant last month.
export const ASSISTANT_EXAMPLES = [
  'Give me a spending summary for last month.',
  'What was my last transaction?',
  'How much did I spend at the grocery store last month?',
] as const;

export const SAFETY_POINTS = [
  {
    title: 'Your bank password stays with your bank',
    text: 'You sign in to your bank through our bank-linking provider. Ledgerline never sees or stores your bank credentials.',
  },
  {
    title: 'Access keys are encrypted',
    text: 'The keys that let us read your accounts are encrypted at rest and never leave our servers.',
  },
  {
    title: 'Read-only by design',
    text: 'Ledgerline reads balances and transactions. It cannot move money or make payments.',
  },
  {
    title: 'Your data, your call',
    text: 'Export a copy of your data or delete your account at any time from Settings.',
  },
] as const;

/**
 * The plan as the public page states it. A signed-in visitor sees the billing provider's live
 * figures instead (`GET /api/subscription/plan`).
 */
export const DEFAULT_PLAN = {
  name: 'Ledgerline Premium',
  amount: 7.99,
  currency: 'USD',
  interval: 'month',
  trial_days: 14,
} as const;

export const PLAN_INCLUDES = [
  'Link every bank you use, and keep the connections up to date',
  'Accounts, transactions, dashboard and merchant insights',
  'Budget planner and budget tracker, month by month',
  'AI budget overview with saved analyses',
  'Budget AI Assistant: 100 asks a month',
  'Export or delete your data whenever you like',
] as const;

export const HOME_DESCRIPTION =
  'Ledgerline links your bank accounts, shows where your money goes, and helps you plan a budget and stick to it. Ledgerline Premium: $7.99 a month after a 14-day free trial.';
