import { css } from 'styled-system/css';
import { Logo } from '@/shared/ui';
import { PageSkeleton } from './PageSkeleton';

/**
 * The main layout's frame (top bar, sidebar, page column, in their real sizes) with the page's
 * title, shown at once on a reload while the stored session starts and the guards decide: the page
 * fills in where this stands instead of a full-page spinner, and nothing moves when it does.
 */
export function SignedInSkeleton({ title }: { title: string }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', h: '100dvh' })}>
      {/* A banner, as the real top bar is: nothing on the page stands outside a landmark, even for a moment. */}
      <header
        className={css({
          display: 'flex',
          alignItems: 'center',
          minH: '16',
          px: { base: '4', md: 'gutter' },
          bg: 'bg.surface',
          borderBottomWidth: '1px',
          borderColor: 'border.default',
        })}
      >
        <Logo />
      </header>
      <div className={css({ flex: '1', minH: '0', display: 'flex' })}>
        <div
          aria-hidden
          className={css({ display: { base: 'none', md: 'block' }, flexShrink: '0', w: { base: '16', desktop: 'sidebar' }, bg: 'bg.surface', borderRightWidth: '1px', borderColor: 'border.default' })}
        />
        <main className={css({ flex: '1', minW: '0', overflowY: 'auto', position: 'relative' })}>
          <div className={css({ w: 'full', maxW: 'content', px: { base: '4', md: 'gutter' }, py: '8' })}>
            <PageSkeleton title={title} />
          </div>
        </main>
      </div>
      {/* The phone's bottom bar, where it will be. */}
      <div aria-hidden className={css({ display: { base: 'block', md: 'none' }, flexShrink: '0', h: '14', bg: 'bg.surface', borderTopWidth: '1px', borderColor: 'border.default' })} />
    </div>
  );
}
