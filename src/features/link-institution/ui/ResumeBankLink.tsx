import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { ROUTES } from '@/shared/config';
import { Button, Spinner } from '@/shared/ui';
import { useLinkInstitution, type LinkedInstitution } from '../model/use-link-institution';
import { readRememberedLinkToken } from '../model/remembered-link-token';
import { LinkAccountsAction } from './LinkAccountsAction';

export interface ResumeBankLinkProps {
  /** The institution is linked: the caller moves on. */
  onLinked: (linked: LinkedInstitution) => void;
}

const note = css({ color: 'fg.muted', lineHeight: 'relaxed' });

/** Back from a bank's OAuth page: reopens the widget on the same session (Plaid's `receivedRedirectUri`). */
export function ResumeBankLink({ onLinked }: ResumeBankLinkProps) {
  const [resume] = useState(() => {
    const token = readRememberedLinkToken();
    return token ? { token, receivedRedirectUri: window.location.href } : undefined;
  });
  if (!resume) {
    return (
      <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '4' })}>
        <p className={note}>This bank connection can't be continued here. Start it again from Get Started.</p>
        <Button asChild>
          <Link href={ROUTES.getStarted}>Back to Get Started</Link>
        </Button>
      </div>
    );
  }
  return <ResumingLink resume={resume} onLinked={onLinked} />;
}

function ResumingLink({ resume, onLinked }: ResumeBankLinkProps & { resume: { token: string; receivedRedirectUri: string } }) {
  const session = useLinkInstitution({ onLinked, keepReady: true, resume });
  const { begin } = session;
  useEffect(() => begin(), [begin]);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '4' })}>
      {session.busy || session.preparing ? (
        <Spinner layout="inline" size="lg" showLabel label="Finishing your bank connection…" />
      ) : (
        <>
          <p className={note}>Your bank connection is not finished yet.</p>
          <LinkAccountsAction align="start" ready={session.ready} busy={session.busy} preparing={session.preparing} onLink={session.link} />
        </>
      )}
      {session.widget}
    </div>
  );
}
