import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Fetches the page's chunk ahead of its first render. */
  preload: () => Promise<unknown>;
};

/** Each page is its own chunk, loaded when its route is first visited (or preloaded). */
const lazyPage = <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name): LazyPage =>
  Object.assign(
    lazy(() => load().then((module) => ({ default: module[name] }))),
    { preload: load },
  );

export const HomePage = lazyPage(() => import('@/pages/home'), 'HomePage');
export const SupportPage = lazyPage(() => import('@/pages/support'), 'SupportPage');
export const TermsOfServicePage = lazyPage(() => import('@/pages/terms-of-service'), 'TermsOfServicePage');
export const PrivacyPolicyPage = lazyPage(() => import('@/pages/privacy-policy'), 'PrivacyPolicyPage');
export const CallbackPage = lazyPage(() => import('@/pages/callback'), 'CallbackPage');
export const NotFoundPage = lazyPage(() => import('@/pages/not-found'), 'NotFoundPage');
export const SubscriptionPage = lazyPage(() => import('@/pages/subscription'), 'SubscriptionPage');
export const SubscriptionSuccessPage = lazyPage(() => import('@/pages/subscription-success'), 'SubscriptionSuccessPage');
export const GetStartedPage = lazyPage(() => import('@/pages/get-started'), 'GetStartedPage');
export const GetStartedCallbackPage = lazyPage(() => import('@/pages/get-started-callback'), 'GetStartedCallbackPage');
export const SettingsPage = lazyPage(() => import('@/pages/settings'), 'SettingsPage');
export const AccountsPage = lazyPage(() => import('@/pages/accounts'), 'AccountsPage');
export const AccountPage = lazyPage(() => import('@/pages/accounts'), 'AccountPage');
export const BudgetOverviewPage = lazyPage(() => import('@/pages/budget-overview'), 'BudgetOverviewPage');
export const BudgetPlannerPage = lazyPage(() => import('@/pages/budget-planner'), 'BudgetPlannerPage');
export const BudgetTrackerPage = lazyPage(() => import('@/pages/budget-tracker'), 'BudgetTrackerPage');
export const DashboardPage = lazyPage(() => import('@/pages/dashboard'), 'DashboardPage');
export const TransactionsPage = lazyPage(() => import('@/pages/transactions'), 'TransactionsPage');
export const ImportPage = lazyPage(() => import('@/pages/import'), 'ImportPage');
export const RecurringPage = lazyPage(() => import('@/pages/recurring'), 'RecurringPage');
export const ForecastPage = lazyPage(() => import('@/pages/recurring'), 'ForecastPage');
export const MerchantInsightsPage = lazyPage(() => import('@/pages/merchant-insights'), 'MerchantInsightsPage');
export const CategoriesPage = lazyPage(() => import('@/pages/ledger/categories'), 'CategoriesPage');
export const RulesPage = lazyPage(() => import('@/pages/ledger/rules'), 'RulesPage');
