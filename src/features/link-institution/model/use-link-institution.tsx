import { useCallback, useState, type ReactElement } from 'react';
import type { PlaidLinkOnSuccess } from 'react-plaid-link';
import { createLinkToken, linkTokenFailureMessage, loadPlaidLinkScript, usePlaidLinkSession } from '@/entities/institution';
import { accessToken } from '@/shared/api';
import { INSTITUTION_ALREADY_LINKED, institutionAlreadyExists, LINKING_FAILED } from '@/shared/config';
import { notify, showToast } from '@/shared/ui';
import { completeLink, type LinkOutcome } from './complete-link';
import { forgetLinkToken, rememberLinkToken } from './remembered-link-token';

/**
 * Where a linking session is (spec section 4, Linking):
 * - `idle`: nothing under way;
 * - `preparing`: getting a link token and the widget; ready once both are;
 * - `widget`: the widget is open (the person is in Plaid's hands);
 * - `linking`: the widget succeeded; checking, exchanging and tidying up.
 */
export type LinkStage = 'idle' | 'preparing' | 'widget' | 'linking';

export type LinkedInstitution = Extract<LinkOutcome, { kind: 'linked' }>;

export interface UseLinkInstitutionOptions {
  /** A new institution is linked. */
  onLinked: (linked: LinkedInstitution) => void;
  /**
   * Get ready again after every session that did not link (the wizard's inline variant, which
   * has no dialog to close); otherwise a finished session goes back to `idle`.
   */
  keepReady?: boolean;
  /**
   * Back from a bank's OAuth page (/getstarted-callback): continue the session the person left
   * with that session's link token, opening the widget as soon as it is ready.
   */
  resume?: { token: string; receivedRedirectUri: string };
}

export interface LinkInstitutionSession {
  stage: LinkStage;
  /** The widget can open now ("Link Accounts" is enabled). */
  ready: boolean;
  /** The widget is open or its result is being processed ("Linking..."). */
  busy: boolean;
  /** Waiting for the link token or the widget. */
  preparing: boolean;
  /** Starts a session: a fresh link token, and the widget. */
  begin: () => void;
  /** Ends the session unless its result is being processed (closing the dialog). */
  cancel: () => void;
  /** Opens the widget, once ready. */
  link: () => void;
  /** Render this while the session lasts: the widget itself (it has no markup of its own). */
  widget: ReactElement | null;
}

const showAlreadyLinked = (institutionName: string) =>
  showToast({ type: 'warning', title: INSTITUTION_ALREADY_LINKED, description: institutionAlreadyExists(institutionName) });

/** One Add-institution session at a time: token, widget, and what follows its success. */
export function useLinkInstitution({ onLinked, keepReady = false, resume }: UseLinkInstitutionOptions): LinkInstitutionSession {
  const [stage, setStage] = useState<LinkStage>('idle');
  const { ready: widgetReady, resumableToken, start, setToken, current, end, renderWidget } = usePlaidLinkSession({
    open: stage === 'widget',
    resume,
  });

  const begin = useCallback(() => {
    const stillCurrent = start();
    if (!stillCurrent) return;
    // Linking is blocked without an access token (spec section 5).
    if (!accessToken.peek()) {
      notify.error(LINKING_FAILED);
      setStage('idle');
      return;
    }
    // The OAuth session goes on until its widget has opened; after that, fresh tokens.
    const resuming = resumableToken();
    setStage(resuming ? 'widget' : 'preparing');
    Promise.all([resuming ?? createLinkToken(), loadPlaidLinkScript()]).then(
      ([linkToken]) => {
        if (!stillCurrent()) return;
        setToken(linkToken);
        rememberLinkToken(linkToken);
      },
      (error: unknown) => {
        if (!stillCurrent()) return;
        notify.error(linkTokenFailureMessage(error));
        setStage('idle');
      },
    );
  }, [resumableToken, start, setToken]);

  /** The session is over: forget its token, and back to `idle`. */
  const close = useCallback(() => {
    forgetLinkToken();
    end();
    setStage('idle');
  }, [end]);

  const finish = useCallback(() => {
    if (keepReady) begin();
    else close();
  }, [begin, close, keepReady]);

  const cancel = useCallback(() => {
    if (stage !== 'linking') close();
  }, [close, stage]);

  const ready = stage === 'preparing' && widgetReady;
  const link = useCallback(() => {
    if (ready) setStage('widget');
  }, [ready]);

  const onSuccess = useCallback<PlaidLinkOnSuccess>(
    (publicToken, metadata) => {
      const stillCurrent = current();
      setStage('linking');
      if (!accessToken.peek() || !publicToken) {
        notify.error(LINKING_FAILED);
        finish();
        return;
      }
      completeLink(publicToken, metadata.institution)
        .then((outcome) => {
          if (!stillCurrent()) return;
          if (outcome.kind === 'already-linked') showAlreadyLinked(outcome.institutionName);
          if (outcome.kind === 'item-exists') notify.info(INSTITUTION_ALREADY_LINKED);
          if (outcome.kind !== 'linked') return finish();
          // The owner moves on (navigates, or the wizard's next step); the session is over.
          close();
          onLinked(outcome);
        })
        .catch(() => {
          if (!stillCurrent()) return;
          notify.error(LINKING_FAILED);
          finish();
        });
    },
    [close, current, finish, onLinked],
  );

  return {
    stage,
    ready,
    busy: stage === 'widget' || stage === 'linking',
    preparing: stage === 'preparing' && !ready,
    begin,
    cancel,
    link,
    widget: renderWidget({
      onSuccess,
      onFailed: finish,
      // Left without linking: back to the ready dialog, same token.
      onLeft: () => setStage((now) => (now === 'widget' ? 'preparing' : now)),
    }),
  };
}
