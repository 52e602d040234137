import { documentTitle } from '@/shared/lib';
import { PageHeader } from '@/shared/ui';

export function SubscriptionPage() {
  return (
    <>
      <title>{documentTitle('Subscription')}</title>
      <PageHeader
        title="Subscribe to Ledgerline"
        description="Accounts, transactions, the dashboard, merchant insights, the budget tools and the Budget AI Assistant need an active subscription. Subscribe here; payment is handled by our payment provider."
      />
    </>
  );
}
