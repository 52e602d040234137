import { documentTitle } from '@/shared/lib';
import { PageHeader } from '@/shared/ui';

export function MerchantInsightsPage() {
  return (
    <>
      <title>{documentTitle('Merchant Insights')}</title>
      <PageHeader
        title="Merchant Insights"
        description="Where your money goes, merchant by merchant: how much and how often you spend at each, and your most recent purchase."
      />
    </>
  );
}
