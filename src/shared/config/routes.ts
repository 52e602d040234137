/** Every route of the product spec, section 2. */
export const ROUTES = {
  home: '/',
  support: '/support',
  termsOfService: '/terms-of-service',
  privacyPolicy: '/privacy-policy',
  callback: '/callback',
  notFound: '/404',
  subscription: '/subscription',
  subscriptionSuccess: '/subscription-success',
  getStarted: '/getstarted',
  getStartedCallback: '/getstarted-callback',
  settings: '/settings',
  accounts: '/accounts',
  budgetOverview: '/budgetoverview',
  budgetPlanner: '/budgetplanner',
  budgetTracker: '/budgettracker',
  dashboard: '/dashboard',
  transactions: '/transactions',
  merchantInsights: '/merchantinsights',
  /** Beyond the spec (issue 23): importing bank files, and the manual accounts they land in. */
  importFile: '/import',
  /** Beyond the spec (issue 25): recurring payments by kind, reached from the dashboard and the transactions page (not the sidebar). */
  recurring: '/recurring',
  /** Beyond the spec (issue 25): one account's page, opened from its row on /accounts. */
  account: '/accounts/:account_id',
  /** Beyond the spec (issue 25): the cash-flow forecast, reached from /recurring and the dashboard's upcoming bills. */
  forecast: '/forecast',
  /** Beyond the spec (issue 24): the person's categories and groups, reached from Settings and the recategorise dialog (not the sidebar). */
  categories: '/categories',
  /** Beyond the spec (issue 24, item 6): the person's rules that file new transactions, reached from Settings (not the sidebar). */
  rules: '/rules',
} as const;

/** The page of one account (`ROUTES.account`). */
export const accountHref = (accountId: string): string => `/accounts/${encodeURIComponent(accountId)}`;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

/**
 * The history state of a visit to Settings that asks for "Resubscribe" (a lapsed subscriber chose a
 * page they cannot open): Settings moves focus to it.
 */
export const RESUBSCRIBE_ROUTE_STATE = { resubscribe: true } as const;

export const asksToResubscribe = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { resubscribe?: unknown }).resubscribe === true;
