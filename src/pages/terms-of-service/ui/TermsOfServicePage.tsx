import { documentTitle } from '@/shared/lib';
import { PageHeader } from '@/shared/ui';

export function TermsOfServicePage() {
  return (
    <>
      <title>{documentTitle('Terms of Service')}</title>
      <PageHeader
        title="Terms of Service"
        description="The terms under which Ledgerline provides its service: your account, your subscription, acceptable use, and the limits of our responsibility for data your bank provides."
      />
    </>
  );
}
