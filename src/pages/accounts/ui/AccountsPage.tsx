import { documentTitle } from '@/shared/lib';
import { PageHeader } from '@/shared/ui';

export function AccountsPage() {
  return (
    <>
      <title>{documentTitle('Accounts')}</title>
      <PageHeader
        title="Accounts"
        description="Every account at the institutions you have linked, with current balances, and the details of your credit cards."
      />
    </>
  );
}
