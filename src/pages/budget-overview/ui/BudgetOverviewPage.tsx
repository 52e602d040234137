import { documentTitle } from '@/shared/lib';
import { PageHeader } from '@/shared/ui';
import { BudgetOverviewChat } from '@/widgets/budget-overview-chat';
import { PAGE_DESCRIPTION, PAGE_TITLE } from '../config/copy';

/** /budgetoverview: the page a subscriber opens first each month. */
export function BudgetOverviewPage() {
  return (
    <>
      <title>{documentTitle(PAGE_TITLE)}</title>
      <PageHeader title={PAGE_TITLE} description={PAGE_DESCRIPTION} />
      <BudgetOverviewChat />
    </>
  );
}
