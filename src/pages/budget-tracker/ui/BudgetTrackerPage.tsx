import { documentTitle } from '@/shared/lib';
import { PageHeader } from '@/shared/ui';

export function BudgetTrackerPage() {
  return (
    <>
      <title>{documentTitle('Budget Tracker')}</title>
      <PageHeader
        title="Budget Tracker"
        description="Compare what you actually spent with what you budgeted, category by category, for the month you choose."
      />
    </>
  );
}
