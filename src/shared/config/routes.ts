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
} as const;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];
