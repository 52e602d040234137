export type FeatureIconName = 'accounts' | 'transactions' | 'dashboard' | 'merchants' | 'budget' | 'overview';

export interface Feature {
  icon: FeatureIconName;
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
    icon: 'merchants',
    title: 'Merchant insights',
    text: 'See which merchants get the most of your money, and how often you go back.',
  },
  {
    icon: 'budget',
    title: 'Budget planner and tracker',
    text: 'Plan what to spend in each category month by month, then track what you actually spent against it.',
  },
  {
    icon: 'overview',
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
