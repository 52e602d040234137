import { Link } from 'wouter';
import { ROUTES } from '@/shared/config';
import { documentTitle } from '@/shared/lib';
import { Button, PageHeader } from '@/shared/ui';

export function SubscriptionSuccessPage() {
  return (
    <>
      <title>{documentTitle('Subscribed')}</title>
      <PageHeader
        title="You're subscribed"
        description="Thank you! Your subscription is active. Next, link your bank so Ledgerline can bring in your accounts and transactions."
      />
      <Button asChild size="lg">
        <Link href={ROUTES.getStarted}>Link your bank</Link>
      </Button>
    </>
  );
}
