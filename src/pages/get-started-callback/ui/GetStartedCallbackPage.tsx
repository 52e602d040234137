import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { css } from 'styled-system/css';
import { ResumeBankLink, type LinkedInstitution } from '@/features/link-institution';
import { ROUTES } from '@/shared/config';
import { documentTitle } from '@/shared/lib';
import { PageHeader } from '@/shared/ui';

/** What /getstarted reads from the history entry to continue at its loading step. */
interface GetStartedHandOver {
  linkedInstitution: string;
}

/**
 * Where a bank's OAuth page returns during a link: the widget reopens on the same session, and
 * once linked the wizard continues at its loading step.
 */
export function GetStartedCallbackPage() {
  const [, navigate] = useLocation();
  const onLinked = useCallback(
    (linked: LinkedInstitution) =>
      navigate(ROUTES.getStarted, { replace: true, state: { linkedInstitution: linked.institutionName } satisfies GetStartedHandOver }),
    [navigate],
  );
  return (
    <>
      <title>{documentTitle('Linking your bank')}</title>
      <PageHeader title="Linking your bank" />
      <div className={css({ maxW: 'prose' })}>
        <ResumeBankLink onLinked={onLinked} />
      </div>
    </>
  );
}
