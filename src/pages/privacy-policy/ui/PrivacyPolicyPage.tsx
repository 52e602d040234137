import { documentTitle } from '@/shared/lib';
import { PageHeader } from '@/shared/ui';

export function PrivacyPolicyPage() {
  return (
    <>
      <title>{documentTitle('Privacy Policy')}</title>
      <PageHeader
        title="Privacy Policy"
        description="What Ledgerline collects — your sign-in profile, the accounts and transactions your bank shares through our linking provider, and your conversations with the Budget AI Assistant — why we keep it, and how you can export or delete it."
      />
    </>
  );
}
