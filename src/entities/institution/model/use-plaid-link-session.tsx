import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import type { PlaidLinkOnExit, PlaidLinkOnSuccess } from 'react-plaid-link';
import { notify } from '@/shared/ui';
import { PlaidLinkWidget, type PlaidLinkControls } from '../ui/PlaidLinkWidget';
import { widgetErrorMessage } from './link-messages';

/** Tells whether the session it was taken in is still the one under way. */
export type StillCurrent = () => boolean;

export interface PlaidLinkSessionOptions {
  /**
   * The owner's stage has the widget open: it opens as soon as it is ready, one task later so that
   * a dialog closing for it has let go of focus.
   */
  open: boolean;
  /** Back from a bank's OAuth page: the widget for this token continues at the address Plaid returned to. */
  resume?: { token: string; receivedRedirectUri: string };
}

/** How the widget ended, for the owner to move on. */
export interface PlaidLinkOutcomes {
  onSuccess: PlaidLinkOnSuccess;
  /** The widget ended with an error; its message has been shown. */
  onFailed: () => void;
  /** The person left the widget without finishing; it can open again with the same token. */
  onLeft: () => void;
}

export interface PlaidLinkSession {
  /** The session's link token has come and the widget can open. */
  ready: boolean;
  /** Back from OAuth: the link token to go on with, until a widget has opened; then `null` (fresh tokens). */
  resumableToken: () => string | null;
  /** Starts a new session, ending the one under way; `null` once the owner has unmounted. */
  start: () => StillCurrent | null;
  /** The session's link token has come: the widget gets ready. */
  setToken: (token: string) => void;
  /** The session under way, to check later whether it still is. */
  current: () => StillCurrent;
  /** Ends the session under way: the widget goes, and what is still to come for it is ignored. */
  end: () => void;
  /**
   * Render this while the session lasts: the widget itself (it has no markup of its own), calling
   * the latest `outcomes` when it ends.
   */
  renderWidget: (outcomes: PlaidLinkOutcomes) => ReactElement | null;
}

/**
 * One Plaid Link session at a time, for a flow that owns its own stages: the session's token, the
 * widget for it, opening it when the stage says so, and what the widget says when it closes.
 */
export function usePlaidLinkSession({ open, resume }: PlaidLinkSessionOptions): PlaidLinkSession {
  const [token, setToken] = useState<string | null>(null);
  const [controls, setControls] = useState<PlaidLinkControls | null>(null);
  // Answers that arrive after their session ended (or after unmount) are ignored.
  const session = useRef(0);
  const disposed = useRef(false);
  const openedOnce = useRef(false);
  useEffect(() => {
    disposed.current = false;
    return () => {
      disposed.current = true;
      session.current += 1;
    };
  }, []);

  const start = useCallback((): StillCurrent | null => {
    if (disposed.current) return null;
    const started = ++session.current;
    setToken(null);
    return () => session.current === started;
  }, []);
  const current = useCallback((): StillCurrent => {
    const underWay = session.current;
    return () => session.current === underWay;
  }, []);
  const end = useCallback(() => {
    session.current += 1;
    setToken(null);
  }, []);

  const resumableToken = useCallback(() => (resume && !openedOnce.current ? resume.token : null), [resume]);

  // Open once the stage says so and the dialog's focus trap has let go (one task later).
  useEffect(() => {
    if (!open || !controls) return;
    const timer = setTimeout(() => {
      openedOnce.current = true;
      controls.open();
    }, 0);
    return () => clearTimeout(timer);
  }, [open, controls]);

  const renderWidget = ({ onSuccess, onFailed, onLeft }: PlaidLinkOutcomes) => {
    if (!token) return null;
    const onExit: PlaidLinkOnExit = (error) => {
      if (error) {
        notify.error(widgetErrorMessage(error));
        onFailed();
      } else onLeft();
    };
    return (
      <PlaidLinkWidget
        key={token}
        token={token}
        receivedRedirectUri={resume?.token === token ? resume.receivedRedirectUri : undefined}
        onSuccess={onSuccess} onExit={onExit} onReadyChange={setControls} />
    );
  };

  return { ready: token !== null && controls !== null, resumableToken, start, setToken, current, end, renderWidget };
}
