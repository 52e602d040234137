import type { ComponentType } from 'react';
import { ROUTES, type RoutePath } from '@/shared/config';
import * as Pages from './pages';

export interface AppRoute {
  path: RoutePath;
  Page: ComponentType;
}

/** Spec section 2, public routes: no sign-in needed. */
export const PUBLIC_ROUTES: readonly AppRoute[] = [
  { path: ROUTES.home, Page: Pages.HomePage },
  { path: ROUTES.support, Page: Pages.SupportPage },
  { path: ROUTES.termsOfService, Page: Pages.TermsOfServicePage },
  { path: ROUTES.privacyPolicy, Page: Pages.PrivacyPolicyPage },
  { path: ROUTES.callback, Page: Pages.CallbackPage },
  { path: ROUTES.notFound, Page: Pages.NotFoundPage },
];

/** The subscription layout: no navbar; sign-in required (its subscription guards come with the subscription feature). */
export const SUBSCRIPTION_ROUTES: readonly AppRoute[] = [
  { path: ROUTES.subscription, Page: Pages.SubscriptionPage },
  { path: ROUTES.subscriptionSuccess, Page: Pages.SubscriptionSuccessPage },
];

/** The main layout: navbar and sidebar; sign-in required. */
export const MAIN_ROUTES: readonly AppRoute[] = [
  { path: ROUTES.getStarted, Page: Pages.GetStartedPage },
  { path: ROUTES.getStartedCallback, Page: Pages.GetStartedCallbackPage },
  { path: ROUTES.settings, Page: Pages.SettingsPage },
  { path: ROUTES.accounts, Page: Pages.AccountsPage },
  { path: ROUTES.budgetOverview, Page: Pages.BudgetOverviewPage },
  { path: ROUTES.budgetPlanner, Page: Pages.BudgetPlannerPage },
  { path: ROUTES.budgetTracker, Page: Pages.BudgetTrackerPage },
  { path: ROUTES.dashboard, Page: Pages.DashboardPage },
  { path: ROUTES.transactions, Page: Pages.TransactionsPage },
  { path: ROUTES.merchantInsights, Page: Pages.MerchantInsightsPage },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One pattern matching exactly the paths of a layout's routes (an optional trailing slash allowed). */
export const pathsPattern = (routes: readonly AppRoute[]) =>
  new RegExp(`^(?:${routes.map((route) => escapeRegExp(route.path)).join('|')})/?$`);

const PROTECTED_PATTERN = pathsPattern([...SUBSCRIPTION_ROUTES, ...MAIN_ROUTES]);

/** Whether a path is behind the login-required wrapper (everything but the public routes). */
export const isProtectedPath = (path: string) => PROTECTED_PATTERN.test(path);
