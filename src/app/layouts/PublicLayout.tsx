import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { AccountNav } from './AccountNav';
import { HomeLink } from './HomeLink';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { SiteFooter } from './SiteFooter';

const container = css({ w: 'full', maxW: 'content', mx: 'auto', px: 'gutter' });

/** Home, legal, support, sign-in callback and not-found pages: a simple header and the site footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <header
        className={css({
          position: 'sticky',
          top: '0',
          zIndex: 'sticky',
          bg: 'bg.canvas/90',
          backdropFilter: 'blur(8px)',
          borderBottomWidth: '1px',
          borderColor: 'border.default',
        })}
      >
        <div className={cx(container, css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', h: '16' }))}>
          <HomeLink />
          <AccountNav />
        </div>
      </header>
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className={cx(container, css({ flex: '1', display: 'flex', flexDirection: 'column', py: '10', outline: 'none' }))}
      >
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
