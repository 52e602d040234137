import { documentTitle } from '@/shared/lib';
import { LegalDocument, PageHeader } from '@/shared/ui';
import { PRIVACY_DESCRIPTION, PRIVACY_SECTIONS, PRIVACY_UPDATED } from '../config/sections';

export function PrivacyPolicyPage() {
  return (
    <>
      <title>{documentTitle('Privacy Policy')}</title>
      <meta name="description" content={PRIVACY_DESCRIPTION} />
      <PageHeader
        title="Privacy Policy"
        description="What Ledgerline collects — your sign-in profile, the accounts and transactions your bank shares through Plaid, and your conversations with the Budget AI Assistant — why we keep it, and how you can export or delete it."
      />
      <LegalDocument updated={PRIVACY_UPDATED} sections={PRIVACY_SECTIONS} />
    </>
  );
}
