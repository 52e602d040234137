import { css } from 'styled-system/css';
import { isOnline } from '@/shared/network';
import { Logo } from '@/shared/ui';

export const OFFLINE_TITLE = "You're offline";
export const OFFLINE_PAGE_TEXT = "Ledgerline needs a connection to check your sign-in and load your accounts. This page opens by itself when you're back online.";
export const OFFLINE_BANNER_TEXT = "You're offline. What's on screen may be out of date until you're back online.";

/**
 * A signed-in page opened without a network (a reload of the installed app offline, whose shell
 * the service worker keeps): what is wrong and that it mends itself, instead of a spinner that
 * never ends or the browser's error page.
 */
export function OfflinePage() {
  return (
    <main
      aria-labelledby="offline-title"
      className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: '3', flex: '1', maxW: 'md', mx: 'auto', py: '16', px: 'gutter', textAlign: 'center' })}
    >
      <Logo className={css({ mb: '4' })} />
      <h1 id="offline-title" className={css({ fontSize: '2xl', fontWeight: 'bold', letterSpacing: 'tight' })}>
        {OFFLINE_TITLE}
      </h1>
      <p role="status" className={css({ color: 'fg.muted', lineHeight: 'relaxed' })}>
        {OFFLINE_PAGE_TEXT}
      </p>
    </main>
  );
}

/**
 * Above every page while the browser has no network, gone when it is back. The live region is
 * always there, so that a screen reader announces the notice when it appears; it is a plain polite
 * region rather than a `status`, since the pages have status regions of their own that it is not.
 */
export function OfflineBanner() {
  return (
    <div aria-live="polite">
      {!isOnline.value && (
        <p className={css({ px: 'gutter', py: '2', bg: 'warning.subtle', color: 'warning.text', fontSize: 'sm', textAlign: 'center', borderBottomWidth: '1px', borderColor: 'warning.border' })}>
          {OFFLINE_BANNER_TEXT}
        </p>
      )}
    </div>
  );
}
