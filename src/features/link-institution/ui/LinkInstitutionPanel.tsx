import { useEffect, useId } from 'react';
import { css } from 'styled-system/css';
import { Button } from '@/shared/ui';
import { ADD_INSTITUTION_TITLE } from '../config/copy';
import { useLinkInstitution, type LinkedInstitution } from '../model/use-link-institution';
import { LinkAccountsAction } from './LinkAccountsAction';
import { LinkPitch } from './LinkPitch';

export interface LinkInstitutionPanelProps {
  /** A new institution is linked: the wizard advances (it does not navigate). */
  onLinked: (linked: LinkedInstitution) => void;
}

/**
 * The Add institution flow's wizard variant: the dialog's content in place, getting the widget
 * ready as soon as it shows, and ready again after any session that did not link.
 */
export function LinkInstitutionPanel({ onLinked }: LinkInstitutionPanelProps) {
  const titleId = useId();
  const session = useLinkInstitution({ onLinked, keepReady: true });
  const { begin } = session;
  useEffect(() => begin(), [begin]);

  return (
    <section aria-labelledby={titleId} className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <h2 id={titleId} className={css({ fontSize: '2xl', fontWeight: 'bold', letterSpacing: 'tight' })}>
        {ADD_INSTITUTION_TITLE}
      </h2>
      <LinkPitch />
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: '3' })}>
        <LinkAccountsAction align="start" ready={session.ready} busy={session.busy} preparing={session.preparing} onLink={session.link} />
        {session.stage === 'idle' && (
          <Button size="lg" variant="outline" tone="neutral" onClick={begin}>
            Try again
          </Button>
        )}
      </div>
      {session.widget}
    </section>
  );
}
