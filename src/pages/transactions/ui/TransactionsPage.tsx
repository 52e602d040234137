import { documentTitle } from '@/shared/lib';
import { PageHeader } from '@/shared/ui';

export function TransactionsPage() {
  return (
    <>
      <title>{documentTitle('Transactions')}</title>
      <PageHeader
        title="Transactions"
        description="Every transaction from your linked accounts, by date range, institution and category, with search."
      />
    </>
  );
}
