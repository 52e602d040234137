import { documentTitle } from '@/shared/lib';
import { PageHeader } from '@/shared/ui';

export function BudgetPlannerPage() {
  return (
    <>
      <title>{documentTitle('Budget Planner')}</title>
      <PageHeader
        title="Budget Planner"
        description="Set how much you want to spend in each category, month by month."
      />
    </>
  );
}
