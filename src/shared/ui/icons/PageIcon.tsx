import { LineIcon, type LineIconProps } from './LineIcon';
import { SPARKLE_PATHS } from './SparkleIcon';

export type PageIconName =
  | 'accounts'
  | 'budgetOverview'
  | 'budgetPlanner'
  | 'budgetTracker'
  | 'dashboard'
  | 'transactions'
  | 'merchantInsights'
  | 'settings'
  | 'getStarted';

const PATHS: Record<PageIconName, readonly string[]> = {
  accounts: ['M3 10h18', 'M5 10v8', 'M9.5 10v8', 'M14.5 10v8', 'M19 10v8', 'M3 20h18', 'M12 3l9 5H3z'],
  budgetOverview: SPARKLE_PATHS,
  budgetPlanner: ['M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z', 'M16 2v4', 'M8 2v4', 'M3 10h18', 'M8 14h3', 'M8 18h6'],
  budgetTracker: ['M12 3a9 9 0 1 0 9 9h-9z', 'M15 3.5A9 9 0 0 1 20.5 9H15z'],
  dashboard: ['M4 20V10', 'M10 20V4', 'M16 20v-7', 'M22 20H2'],
  transactions: ['M8 6h12', 'M8 12h12', 'M8 18h12', 'M4 6h.01', 'M4 12h.01', 'M4 18h.01'],
  merchantInsights: ['M4 9l1.5-5h13L20 9', 'M4 9h16v2a3 3 0 0 1-6 0 3 3 0 0 1-4 0 3 3 0 0 1-6 0z', 'M5 12v8h14v-8', 'M10 20v-5h4v5'],
  settings: ['M4 21v-7', 'M4 10V3', 'M12 21v-9', 'M12 8V3', 'M20 21v-5', 'M20 12V3', 'M1 14h6', 'M9 8h6', 'M17 16h6'],
  getStarted: ['M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71', 'M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71'],
};

/** The icon of one of the product's pages: the sidebar's entries, the home page's features. */
export const PageIcon = ({ name, ...props }: Omit<LineIconProps, 'paths'> & { name: PageIconName }) => (
  <LineIcon paths={PATHS[name]} size={20} {...props} />
);
