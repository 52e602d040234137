import { MONTHLY_ASK_LIMIT } from '@/shared/config';

/** What a subscription opens up, in the order the app shows it. */
export const INCLUDED_FEATURES = [
  { title: 'All your accounts', detail: 'Balances from every bank and credit card you link, in one place.' },
  { title: 'Transactions and merchant insights', detail: 'Search and filter every transaction; see where your money goes, merchant by merchant.' },
  { title: 'Dashboard', detail: 'Spending trends, top transactions and how this period compares with the last.' },
  { title: 'Budget planner and tracker', detail: 'Plan each month by category and track what you actually spent against it.' },
  { title: 'Budget overview', detail: 'Analyses of your accounts, income, spending and budget, with follow-up questions.' },
  { title: 'Budget AI Assistant', detail: `${MONTHLY_ASK_LIMIT} questions a month about your own transactions and accounts.` },
] as const;
