import { ROUTES, type RoutePath } from '@/shared/config';
import type { PageIconName } from '@/shared/ui';

export interface SidebarEntry {
  href: RoutePath;
  label: string;
  icon: PageIconName;
}

/** Entries between dividers. */
export type SidebarSection = readonly SidebarEntry[];

/** Why a lapsed subscriber cannot open an entry (all but Settings). */
export const NEEDS_ACTIVE_SUBSCRIPTION = 'Needs an active subscription';

/** Settings is the one page a lapsed subscriber may open (to resubscribe); the rest need a subscription. */
export const needsSubscription = (entry: SidebarEntry): boolean => entry.href !== ROUTES.settings;

const entry = (href: RoutePath, label: string, icon: PageIconName): SidebarEntry => ({ href, label, icon });

const SETTINGS = entry(ROUTES.settings, 'Settings', 'settings');

/** Spec section 2, with a linked bank: the money pages, the analysis pages, then Settings. */
const WITH_LINKED_BANK: readonly SidebarSection[] = [
  [
    entry(ROUTES.accounts, 'Accounts', 'accounts'),
    entry(ROUTES.budgetOverview, 'Budget Overview', 'budgetOverview'),
    entry(ROUTES.budgetPlanner, 'Budget Planner', 'budgetPlanner'),
    entry(ROUTES.budgetTracker, 'Budget Tracker', 'budgetTracker'),
  ],
  [
    entry(ROUTES.dashboard, 'Dashboard', 'dashboard'),
    entry(ROUTES.transactions, 'Transactions', 'transactions'),
    entry(ROUTES.merchantInsights, 'Merchant Insights', 'merchantInsights'),
  ],
  [SETTINGS],
];

/** Spec section 2, without a linked bank: only Get Started and Settings. */
const WITHOUT_LINKED_BANK: readonly SidebarSection[] = [[entry(ROUTES.getStarted, 'Get Started', 'getStarted'), SETTINGS]];

/** The sidebar's entries (Logout, always shown, comes after them). */
export const sidebarSections = (hasLinkedBank: boolean): readonly SidebarSection[] =>
  hasLinkedBank ? WITH_LINKED_BANK : WITHOUT_LINKED_BANK;

/** Below 768 px, the bottom bar's destinations: the four pages people open most, before "More". */
const PHONE_BAR_WITH_LINKED_BANK: SidebarSection = [
  entry(ROUTES.dashboard, 'Dashboard', 'dashboard'),
  entry(ROUTES.transactions, 'Transactions', 'transactions'),
  entry(ROUTES.budgetTracker, 'Budget Tracker', 'budgetTracker'),
  entry(ROUTES.accounts, 'Accounts', 'accounts'),
];

/**
 * The phone's bottom bar: with a linked bank the four most used pages, without one the sidebar's
 * two entries; for a lapsed subscriber only what they may open (Settings). The rest is behind "More".
 */
export function phoneBarEntries(hasLinkedBank: boolean, isSubscribed: boolean): SidebarSection {
  const entries = hasLinkedBank ? PHONE_BAR_WITH_LINKED_BANK : WITHOUT_LINKED_BANK.flat();
  return isSubscribed ? entries : [...entries.filter((e) => !needsSubscription(e)), ...(hasLinkedBank ? [SETTINGS] : [])];
}
