import { Fragment, useEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { CollapseIcon, ExpandIcon } from '@/shared/ui';
import { needsSubscription, sidebarSections } from '../config/sidebar-sections';
import { collapseSidebar, isSidebarExpanded, SIDEBAR_PANEL_ID, SIDEBAR_TOGGLE_ATTRIBUTE, toggleSidebar, visibleSidebarToggle } from '../model/sidebar-state';
import { hiddenLabel, sidebarItem } from './item-style';
import { SidebarLink } from './SidebarLink';
import { SidebarLockedLink } from './SidebarLockedLink';
import { SidebarLogout } from './SidebarLogout';

export interface SidebarProps {
  /** With a linked bank, every page; without, Get Started and Settings (spec section 2). */
  hasLinkedBank: boolean;
  /** Active or in the grace period (the default). A lapsed subscriber's entries but Settings say why they are locked and lead to Resubscribe. */
  isSubscribed?: boolean;
  /** Narrower than 1200 px (`useCompactViewport`): a rail of icons with a toggle that expands it over the page. */
  compact: boolean;
}

const aside = css({
  position: 'relative',
  zIndex: 'docked',
  flexShrink: '0',
  w: 'sidebar',
  h: 'full',
  bg: 'bg.surface',
  borderRightWidth: '1px',
  borderColor: 'border.default',
  '&[data-compact]': { w: { base: '0', md: '16' }, borderRightWidth: { base: '0', md: '1px' } },
});

// Below 768 px the rail gives its width back to the page (the phone bar's "More" opens the sidebar).
const railFromTablet = css({ display: { base: 'none', md: 'flex' } });

const panel = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  w: 'full',
  h: 'full',
  p: '3',
  overflowX: 'hidden',
  overflowY: 'auto',
  bg: 'bg.surface',
});

// Expanded below the breakpoint: the full sidebar lies over the page; the rail keeps its place.
const overlayPanel = css({
  position: 'absolute',
  insetY: '0',
  left: '0',
  w: 'sidebar',
  borderRightWidth: '1px',
  borderColor: 'border.default',
  boxShadow: 'overlay',
  animation: 'fade-in 120ms ease-out',
});

// Behind the expanded overlay: dims the page (and the navbar) and closes the sidebar on a click.
const backdrop = css({
  position: 'fixed',
  inset: '0',
  bg: 'rgba(15, 23, 42, 0.45)',
  animation: 'fade-in 120ms ease-out',
});

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** What can take focus inside `container` and is on screen (the rail's toggle is not, below 768 px). */
const visibleFocusables = (container: HTMLElement | null) =>
  [...(container?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter((element) => element.getClientRects().length > 0);

/** Keeps Tab and Shift+Tab cycling inside `container` (the expanded overlay). */
function trapTab(event: KeyboardEvent, container: HTMLElement | null): void {
  const focusable = visibleFocusables(container);
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container?.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container?.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

const divider = css({ my: '2', borderColor: 'border.default' });

/**
 * The main layout's sidebar. From 1200 px it is always shown in full. Below, it is a rail of icons
 * (each with its name as a tooltip) and a toggle (below 768 px no rail: the phone bar's "More" is the
 * toggle, `PhoneNavBar`); expanded, it lies over the dimmed page, keeps
 * keyboard focus inside it (Tab cycles), and collapses again on a click outside it, when a link is
 * chosen, or on Escape (focus returns to the toggle).
 */
export function Sidebar({ hasLinkedBank, isSubscribed = true, compact }: SidebarProps) {
  const asideRef = useRef<HTMLElement>(null);
  const isOverlayOpen = compact && isSidebarExpanded.value;
  const showLabels = !compact || isOverlayOpen;

  // It starts collapsed. Wide, it is always shown in full: nothing stays expanded for the next time
  // the window narrows. Narrowing keeps what the toggles say, for `compact` follows a resize only
  // 100 ms later (spec section 9), and the phone bar's "More", shown by CSS at once, may be pressed before then.
  useEffect(() => collapseSidebar(), []);
  useEffect(() => {
    if (!compact) collapseSidebar();
  }, [compact]);

  useEffect(() => {
    if (!isOverlayOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !asideRef.current?.contains(event.target)) collapseSidebar();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [isOverlayOpen]);

  const panelRef = useRef<HTMLDivElement>(null);

  // Opened from a toggle outside the sidebar (the phone bar's "More"): focus moves into it, where Tab then stays.
  useEffect(() => {
    if (!isOverlayOpen || asideRef.current?.contains(document.activeElement)) return;
    visibleFocusables(panelRef.current)[0]?.focus();
  }, [isOverlayOpen]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (!isOverlayOpen) return;
    if (event.key === 'Tab') trapTab(event, panelRef.current);
    if (event.key !== 'Escape') return;
    collapseSidebar();
    visibleSidebarToggle()?.focus();
  };

  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (isOverlayOpen && next instanceof Node && !asideRef.current?.contains(next)) collapseSidebar();
  };

  const onNavigate = compact ? collapseSidebar : undefined;

  return (
    <aside
      ref={asideRef}
      aria-label="Sidebar"
      data-state={showLabels ? 'expanded' : 'collapsed'}
      data-compact={compact || undefined}
      className={aside}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      {isOverlayOpen && <div className={backdrop} aria-hidden="true" onClick={collapseSidebar} />}
      <div ref={panelRef} id={SIDEBAR_PANEL_ID} className={cx(panel, compact && !isOverlayOpen && railFromTablet, isOverlayOpen && overlayPanel)}>
        {compact && (
          <button
            type="button"
            className={cx(sidebarItem, css({ mb: '2' }), railFromTablet)}
            aria-expanded={isOverlayOpen}
            aria-controls={SIDEBAR_PANEL_ID}
            onClick={toggleSidebar}
            {...{ [SIDEBAR_TOGGLE_ATTRIBUTE]: '' }}
          >
            {isOverlayOpen ? <CollapseIcon /> : <ExpandIcon />}
            <span className={hiddenLabel}>Toggle sidebar</span>
          </button>
        )}
        <nav aria-label="Main">
          {sidebarSections(hasLinkedBank).map((section, index) => (
            <Fragment key={section[0]?.href}>
              {index > 0 && <hr className={divider} />}
              <ul className={css({ display: 'grid', gap: '1' })}>
                {section.map((entry) => (
                  <li key={entry.href}>
                    {!isSubscribed && needsSubscription(entry) ? (
                      <SidebarLockedLink entry={entry} showLabel={showLabels} onNavigate={onNavigate} />
                    ) : (
                      <SidebarLink entry={entry} showLabel={showLabels} onNavigate={onNavigate} />
                    )}
                  </li>
                ))}
              </ul>
            </Fragment>
          ))}
        </nav>
        <div className={css({ mt: 'auto', pt: '3', borderTopWidth: '1px', borderColor: 'border.default' })}>
          <SidebarLogout showLabel={showLabels} />
        </div>
      </div>
    </aside>
  );
}
