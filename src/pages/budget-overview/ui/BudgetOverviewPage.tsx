import { documentTitle } from '@/shared/lib';
import { PageHeader } from '@/shared/ui';

export function BudgetOverviewPage() {
  return (
    <>
      <title>{documentTitle('Budget Overview')}</title>
      <PageHeader
        title="Budget Overview"
        description="An AI review of your finances: start an account, income-and-spending or budget analysis, ask follow-up questions, and return to earlier analyses."
      />
    </>
  );
}
