import { api } from '@/shared/api';
import { PLAID_LINK_CDN_URL } from '../config/plaid';

/** `window.Plaid` is there: Plaid's script, the emulator's, or a test double ran. */
export const isPlaidDefined = () => typeof window !== 'undefined' && typeof window.Plaid?.create === 'function';

function appendScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => reject(new Error(`Could not load ${src}`)));
    document.head.appendChild(script);
  });
}

/**
 * Tells react-plaid-link that Plaid's script is in the page, so it never fetches the CDN: a
 * never-executed `<script type="text/plain">` with that exact `src`. (The emulator's script adds
 * one as well; whichever runs first wins.)
 */
function markCdnScriptLoaded(): void {
  if (document.querySelector(`script[src="${PLAID_LINK_CDN_URL}"]`)) return;
  const placeholder = document.createElement('script');
  placeholder.type = 'text/plain';
  placeholder.src = PLAID_LINK_CDN_URL;
  placeholder.dataset.plaidEmulator = 'placeholder';
  document.head.appendChild(placeholder);
}

/**
 * Gets the page ready for `usePlaidLink`. With the local emulator (the public config names its
 * script) the emulator's script is loaded and Plaid's CDN address marked as loaded; with real
 * Plaid there is nothing to do, react-plaid-link loads Plaid's script itself.
 */
export async function preparePlaidLinkScript(): Promise<void> {
  if (isPlaidDefined()) return;
  const { data: config } = await api.GET('/api/config');
  const emulatorScript = config?.plaid.emulator_script_url;
  if (!emulatorScript) return;
  await appendScript(emulatorScript);
  if (!isPlaidDefined()) throw new Error(`${emulatorScript} did not define window.Plaid`);
  markCdnScriptLoaded();
}
