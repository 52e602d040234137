import type { RouteGuard } from '../guards/route-access';
import { ROUTES, type RoutePath } from '@/shared/config';
import * as Pages from './pages';
import type { LazyPage } from './pages';

export interface AppRoute {
  path: RoutePath;
  Page: LazyPage;
  /**
   * The route guards of spec section 2, in the order they decide (sign-in comes first, from the
   * layout group). Subscription guards run before the layout shows; bank-link guards inside it.
   */
  guards: readonly RouteGuard[];
  /** The page's heading, for the skeleton shown while a stored session starts (main layout only). */
  title?: string;
}

/** Spec section 2, public routes: no sign-in needed. */
export const PUBLIC_ROUTES: readonly AppRoute[] = [
  { path: ROUTES.home, Page: Pages.HomePage, guards: [] },
  { path: ROUTES.support, Page: Pages.SupportPage, guards: [] },
  { path: ROUTES.termsOfService, Page: Pages.TermsOfServicePage, guards: [] },
  { path: ROUTES.privacyPolicy, Page: Pages.PrivacyPolicyPage, guards: [] },
  { path: ROUTES.callback, Page: Pages.CallbackPage, guards: [] },
  { path: ROUTES.notFound, Page: Pages.NotFoundPage, guards: [] },
];

/** The subscription layout: no navbar; sign-in required. */
export const SUBSCRIPTION_ROUTES: readonly AppRoute[] = [
  { path: ROUTES.subscription, Page: Pages.SubscriptionPage, guards: ['subscriptionPage'] },
  { path: ROUTES.subscriptionSuccess, Page: Pages.SubscriptionSuccessPage, guards: ['postPurchase'] },
];

// Pages that show the user's bank data need a subscription and a linked bank.
const WITH_BANK_DATA: readonly RouteGuard[] = ['subscription', 'bankLink'];
const GET_STARTED: readonly RouteGuard[] = ['subscription', 'getStarted'];

/** The main layout: navbar and sidebar; sign-in required. */
export const MAIN_ROUTES: readonly AppRoute[] = [
  { path: ROUTES.getStarted, Page: Pages.GetStartedPage, guards: GET_STARTED, title: 'Get started' },
  { path: ROUTES.getStartedCallback, Page: Pages.GetStartedCallbackPage, guards: GET_STARTED, title: 'Linking your bank' },
  // Inactive users with history may manage their subscription here; no bank link needed.
  { path: ROUTES.settings, Page: Pages.SettingsPage, guards: ['subscriptionAllowingInactive'], title: 'Settings' },
  { path: ROUTES.accounts, Page: Pages.AccountsPage, guards: WITH_BANK_DATA, title: 'Accounts' },
  { path: ROUTES.budgetOverview, Page: Pages.BudgetOverviewPage, guards: WITH_BANK_DATA, title: 'Budget Overview' },
  { path: ROUTES.budgetPlanner, Page: Pages.BudgetPlannerPage, guards: WITH_BANK_DATA, title: 'Budget Planner' },
  { path: ROUTES.budgetTracker, Page: Pages.BudgetTrackerPage, guards: WITH_BANK_DATA, title: 'Budget Tracker' },
  { path: ROUTES.dashboard, Page: Pages.DashboardPage, guards: WITH_BANK_DATA, title: 'Dashboard' },
  { path: ROUTES.transactions, Page: Pages.TransactionsPage, guards: WITH_BANK_DATA, title: 'Transactions' },
  { path: ROUTES.merchantInsights, Page: Pages.MerchantInsightsPage, guards: WITH_BANK_DATA, title: 'Merchant Insights' },
  // A file is a way to start without a bank: a subscription is all the import page needs.
  { path: ROUTES.importFile, Page: Pages.ImportPage, guards: ['subscription'], title: 'Import' },
  // Streams can be added by hand without a bank: the page says when none is linked.
  { path: ROUTES.recurring, Page: Pages.RecurringPage, guards: ['subscription'], title: 'Recurring payments' },
  { path: ROUTES.account, Page: Pages.AccountPage, guards: WITH_BANK_DATA, title: 'Account' },
  { path: ROUTES.forecast, Page: Pages.ForecastPage, guards: WITH_BANK_DATA, title: 'Cash-flow forecast' },
  // Categories and groups are the person's own, bank or no bank: a subscription is all it needs.
  { path: ROUTES.categories, Page: Pages.CategoriesPage, guards: ['subscription'], title: 'Categories' },
  // Rules are the person's own, bank or no bank (a file's rows go through them too): a subscription is all it needs.
  { path: ROUTES.rules, Page: Pages.RulesPage, guards: ['subscription'], title: 'Rules' },
];

/** Guards that decide before the layout shows: an unsubscribed user never sees the main chrome. */
const LAYOUT_GUARDS: ReadonlySet<RouteGuard> = new Set(['subscription', 'subscriptionAllowingInactive', 'postPurchase', 'subscriptionPage']);

/** A route's guards split by where they run: around its layout, or around the page inside it. */
export function guardsByPlacement(route: AppRoute): { layout: readonly RouteGuard[]; page: readonly RouteGuard[] } {
  return {
    layout: route.guards.filter((guard) => LAYOUT_GUARDS.has(guard)),
    page: route.guards.filter((guard) => !LAYOUT_GUARDS.has(guard)),
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A route's path as a pattern: a `:name` segment (an id) matches any one segment. */
const patternOf = (path: string) => path.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment))).join('/');

/** Each route path's own matcher, compiled once (routes are found on every render of a layout's guard). */
const matchers = new Map<string, RegExp>();
const matcherOf = (path: string) => {
  let matcher = matchers.get(path);
  if (!matcher) matchers.set(path, (matcher = new RegExp(`^${patternOf(path)}$`)));
  return matcher;
};

/** One pattern matching exactly the paths of a layout's routes (an optional trailing slash allowed). */
export const pathsPattern = (routes: readonly AppRoute[]) => new RegExp(`^(?:${routes.map((route) => patternOf(route.path)).join('|')})/?$`);

/** The route of `routes` at `path` (a trailing slash allowed), if any. */
export function findRoute(routes: readonly AppRoute[], path: string): AppRoute | undefined {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return routes.find((route) => matcherOf(route.path).test(normalized));
}

const PROTECTED_PATTERN = pathsPattern([...SUBSCRIPTION_ROUTES, ...MAIN_ROUTES]);

/** Whether a path is behind the login-required wrapper (everything but the public routes). */
export const isProtectedPath = (path: string) => PROTECTED_PATTERN.test(path);
