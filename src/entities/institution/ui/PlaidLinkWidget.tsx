import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { usePlaidLink, type PlaidLinkOnExit, type PlaidLinkOnSuccess } from 'react-plaid-link';

/** What a dialog may do with the widget once it is ready. */
export interface PlaidLinkControls {
  open: () => void;
}

export interface PlaidLinkWidgetProps {
  /** A link token from `POST /api/create_link_token` or `/api/update_link_token`. */
  token: string;
  /** Back from a bank's OAuth page: the address it returned to (resumes the same Link session). */
  receivedRedirectUri?: string;
  onSuccess: PlaidLinkOnSuccess;
  onExit: PlaidLinkOnExit;
  /** Called with the controls once the widget can open, and with `null` when it no longer can. */
  onReadyChange: (controls: PlaidLinkControls | null) => void;
}

/**
 * The bank-linking widget (react-plaid-link's `usePlaidLink`, in every mode), with no markup of
 * its own: Plaid draws its own modal. Mount it only once the Link script is ready
 * (`loadPlaidLinkScript`), and keep it mounted while the widget is open: unmounting closes it.
 */
export function PlaidLinkWidget({ token, receivedRedirectUri, onSuccess, onExit, onReadyChange }: PlaidLinkWidgetProps) {
  // The hook keeps the callbacks it was created with, for as long as the token lives: hand it
  // stable ones that always call the latest props.
  const latest = useRef({ onSuccess, onExit });
  useLayoutEffect(() => {
    latest.current = { onSuccess, onExit };
  });
  const callbacks = useMemo(
    () => ({
      onSuccess: ((publicToken, metadata) => latest.current.onSuccess(publicToken, metadata)) satisfies PlaidLinkOnSuccess,
      onExit: ((error, metadata) => latest.current.onExit(error, metadata)) satisfies PlaidLinkOnExit,
    }),
    [],
  );
  // Plaid's `onLoad`: the widget has everything it needs to open at once.
  const [loadedToken, setLoadedToken] = useState<string | null>(null);
  const { open, ready } = usePlaidLink({
    token,
    receivedRedirectUri,
    ...callbacks,
    onLoad: () => setLoadedToken(token),
  });
  const canOpen = ready && loadedToken === token;

  useEffect(() => {
    onReadyChange(canOpen ? { open } : null);
  }, [canOpen, open, onReadyChange]);
  useEffect(() => () => onReadyChange(null), [onReadyChange]);

  return null;
}
