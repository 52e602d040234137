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
