import { documentTitle } from '@/shared/lib';
import { LegalDocument, PageHeader } from '@/shared/ui';
import { TERMS_DESCRIPTION, TERMS_SECTIONS, TERMS_UPDATED } from '../config/sections';

export function TermsOfServicePage() {
  return (
    <>
      <title>{documentTitle('Terms of Service')}</title>
      <meta name="description" content={TERMS_DESCRIPTION} />
      <PageHeader
        title="Terms of Service"
        description="The terms under which Ledgerline provides its service: your account, your subscription, acceptable use, and the limits of our responsibility for data your bank provides."
      />
      <LegalDocument updated={TERMS_UPDATED} sections={TERMS_SECTIONS} />
    </>
  );
}
