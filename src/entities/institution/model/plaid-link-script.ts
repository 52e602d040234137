import { preparePlaidLinkScript } from '../api/plaid-link-script';

let loading: Promise<void> | undefined;

/**
 * Resolves once a component using `usePlaidLink` may mount: the hook looks for `window.Plaid`
 * once, when its token arrives, so with the emulator its script must have run before. Loads at
 * most once; a failed attempt is tried again on the next call.
 */
export function loadPlaidLinkScript(): Promise<void> {
  loading ??= preparePlaidLinkScript().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Tests and stories only: forget what was loaded. */
export function resetPlaidLinkScriptForTesting(): void {
  loading = undefined;
}
