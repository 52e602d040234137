import { documentTitle } from '@/shared/lib';
import { PageHeader } from '@/shared/ui';

export function DashboardPage() {
  return (
    <>
      <title>{documentTitle('Dashboard')}</title>
      <PageHeader
        title="Dashboard"
        description="Your spending at a glance for the period you choose: top transactions, spending statistics and how your money moved over time."
      />
    </>
  );
}
