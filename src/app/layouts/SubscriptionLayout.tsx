import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { HomeLink } from './HomeLink';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { SiteFooter } from './SiteFooter';

/** Subscription and post-purchase pages: the logo only, no navbar, content centred. */
export function SubscriptionLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <header className={css({ display: 'flex', justifyContent: 'center', py: '6' })}>
        <HomeLink />
      </header>
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className={css({ flex: '1', w: 'full', maxW: '3xl', mx: 'auto', px: 'gutter', py: '8', outline: 'none' })}
      >
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
