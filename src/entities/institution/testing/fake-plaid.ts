import type { Plaid, PlaidInstitution, PlaidLinkError, PlaidLinkOptions } from 'react-plaid-link';
import { PLAID_LINK_CDN_URL } from '../config/plaid';
import { resetPlaidLinkScriptForTesting } from '../model/plaid-link-script';

/** One opening of the fake widget: finish it the way a person would. */
export interface FakePlaidOpening {
  token: string | null;
  /** The person linked `institution` (Plaid's `onSuccess`). */
  succeed: (institution: PlaidInstitution) => void;
  /** The person left, after `error` if any (Plaid's `onExit`). */
  exit: (error?: PlaidLinkError) => void;
}

export interface FakePlaidOptions {
  /** Never report loaded: the widget stays not ready. */
  neverLoads?: boolean;
  /** What the person does once the widget opens; by default nothing (it stays open). */
  onOpen?: (opening: FakePlaidOpening) => void;
}

export interface FakePlaid {
  /** The tokens the widget was opened with, in order. */
  readonly opened: (string | null)[];
  uninstall: () => void;
}

let sessions = 0;

/**
 * Stories and tests only: a `window.Plaid` with Plaid's interface and no UI, plus the placeholder
 * <script> that keeps react-plaid-link from fetching Plaid's CDN.
 */
export function installFakePlaid({ neverLoads = false, onOpen }: FakePlaidOptions = {}): FakePlaid {
  const previous = window.Plaid as Plaid | undefined;
  const opened: (string | null)[] = [];
  const fake: Plaid = {
    create(config: PlaidLinkOptions) {
      const token = 'token' in config ? (config.token ?? null) : null;
      const linkSessionId = `fake-session-${++sessions}`;
      let destroyed = false;
      if (!neverLoads) setTimeout(() => !destroyed && config.onLoad?.(), 0);
      return {
        open() {
          opened.push(token);
          onOpen?.({
            token,
            succeed: (institution) =>
              config.onSuccess(`public-sandbox-${linkSessionId}`, {
                institution,
                accounts: [],
                link_session_id: linkSessionId,
                transfer_status: null,
              }),
            exit: (error) =>
              config.onExit?.(error ?? null, { institution: null, status: null, link_session_id: linkSessionId, request_id: 'fake' }),
          });
        },
        exit() {},
        submit() {},
        destroy() {
          destroyed = true;
        },
      };
    },
    createEmbedded: () => ({ destroy() {} }),
  };
  window.Plaid = fake;
  if (!document.querySelector(`script[src="${PLAID_LINK_CDN_URL}"]`)) {
    const placeholder = document.createElement('script');
    placeholder.type = 'text/plain';
    placeholder.src = PLAID_LINK_CDN_URL;
    document.head.appendChild(placeholder);
  }
  resetPlaidLinkScriptForTesting();
  return {
    opened,
    uninstall() {
      if (previous) window.Plaid = previous;
      else delete (window as Partial<Window>).Plaid;
      resetPlaidLinkScriptForTesting();
    },
  };
}
