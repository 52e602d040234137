import { Fragment, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { LogOutButton } from '@/features/log-out';
import { ROUTES, type RoutePath } from '@/shared/config';
import { HomeLink } from './HomeLink';
import { SidebarLink } from './SidebarLink';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

// The sidebar of a user with a linked bank (spec section 2), in groups split by dividers. The real
// sidebar widget (linked-bank variants, logout, collapse below 1200 px) replaces this placeholder.
const SIDEBAR_GROUPS: readonly (readonly { href: RoutePath; label: string }[])[] = [
  [
    { href: ROUTES.accounts, label: 'Accounts' },
    { href: ROUTES.budgetOverview, label: 'Budget Overview' },
    { href: ROUTES.budgetPlanner, label: 'Budget Planner' },
    { href: ROUTES.budgetTracker, label: 'Budget Tracker' },
  ],
  [
    { href: ROUTES.dashboard, label: 'Dashboard' },
    { href: ROUTES.transactions, label: 'Transactions' },
    { href: ROUTES.merchantInsights, label: 'Merchant Insights' },
  ],
  [{ href: ROUTES.settings, label: 'Settings' }],
];

/** The signed-in app: navbar on top, sidebar on the left (a scrolling strip below 1200 px), page beside it. */
export function MainLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <header
        className={css({
          position: 'sticky',
          top: '0',
          zIndex: 'sticky',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '4',
          h: '16',
          px: 'gutter',
          bg: 'bg.surface',
          borderBottomWidth: '1px',
          borderColor: 'border.default',
        })}
      >
        <HomeLink />
        {/* The navbar's notifications, bank buttons, assistant button and account menu (with Logout) go here. */}
        <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
          <LogOutButton />
        </div>
      </header>
      <div
        className={css({
          flex: '1',
          display: 'grid',
          gridTemplateColumns: { base: '1fr', desktop: 'token(sizes.sidebar) 1fr' },
          gridTemplateRows: { base: 'auto 1fr', desktop: '1fr' },
        })}
      >
        <aside
          aria-label="Sidebar"
          className={css({
            bg: 'bg.surface',
            borderColor: 'border.default',
            borderBottomWidth: { base: '1px', desktop: '0' },
            borderRightWidth: { base: '0', desktop: '1px' },
          })}
        >
          <nav
            aria-label="Main"
            className={css({
              display: 'flex',
              flexDirection: { base: 'row', desktop: 'column' },
              gap: '1',
              p: '3',
              overflowX: { base: 'auto', desktop: 'visible' },
              position: { desktop: 'sticky' },
              top: { desktop: '16' },
            })}
          >
            {SIDEBAR_GROUPS.map((links, index) => (
              <Fragment key={links[0]?.href}>
                {index > 0 && (
                  <hr
                    className={css({
                      flexShrink: '0',
                      alignSelf: 'stretch',
                      h: { base: 'auto', desktop: '0' },
                      borderColor: 'border.default',
                      my: { base: '1', desktop: '2' },
                      mx: { base: '1', desktop: '0' },
                      borderLeftWidth: { base: '1px', desktop: '0' },
                      borderTopWidth: { base: '0', desktop: '1px' },
                    })}
                  />
                )}
                {links.map((link) => (
                  <SidebarLink key={link.href} {...link} />
                ))}
              </Fragment>
            ))}
          </nav>
        </aside>
        <main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          className={css({ minW: '0', w: 'full', maxW: 'content', px: 'gutter', py: '8', outline: 'none' })}
        >
          {children}
        </main>
      </div>
    </>
  );
}
