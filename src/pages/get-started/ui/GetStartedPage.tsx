import { useHistoryState } from 'wouter/use-browser-location';
import { documentTitle } from '@/shared/lib';
import { PageHeader } from '@/shared/ui';
import { GetStartedWizard } from './GetStartedWizard';

/** Left in the history entry by /getstarted-callback once a bank's OAuth return has linked it. */
interface HandOver {
  linkedInstitution?: string;
}

/** /getstarted: the first-run wizard of a user without a linked bank. */
export function GetStartedPage() {
  const handOver = useHistoryState<HandOver | null>();
  const linkedInstitution = typeof handOver?.linkedInstitution === 'string' ? handOver.linkedInstitution : undefined;
  return (
    <>
      <title>{documentTitle('Get Started')}</title>
      <PageHeader title="Get started" description="Link your bank to bring your accounts and transactions into Ledgerline." />
      <GetStartedWizard initialStep={linkedInstitution ? 'load' : 'welcome'} linkedInstitution={linkedInstitution} />
    </>
  );
}
