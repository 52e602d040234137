import { signal } from '@preact/signals-react';
import { SIDEBAR_BREAKPOINT_PX } from '@/shared/config';

/**
 * Below 1200 px the sidebar is a rail of icons; expanded, it shows in full over the page. (At
 * 1200 px and wider it is always in full and this flag is not used.)
 */
export const isSidebarExpanded = signal(false);

export function toggleSidebar(): void {
  isSidebarExpanded.value = !isSidebarExpanded.value;
}

export function collapseSidebar(): void {
  isSidebarExpanded.value = false;
}

/** Spec section 9: the sidebar collapses below 1200 px. */
export const isCompactWidth = (widthPx: number): boolean => widthPx < SIDEBAR_BREAKPOINT_PX;

/** The id of the sidebar's panel, which its toggles control. */
export const SIDEBAR_PANEL_ID = 'sidebar-panel';

/**
 * Marks each of the sidebar's toggles: the rail's (768–1199 px) and the phone bar's "More" (below
 * 768 px). Escape gives focus back to whichever one is on screen.
 */
export const SIDEBAR_TOGGLE_ATTRIBUTE = 'data-sidebar-toggle';

/** The sidebar toggle on screen at this width, if any. */
export function visibleSidebarToggle(): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>(`[${SIDEBAR_TOGGLE_ATTRIBUTE}]`)].find((toggle) => toggle.getClientRects().length > 0);
}
