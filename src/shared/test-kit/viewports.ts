import { expect } from 'storybook/test';

/**
 * Stories only: the widths pages are checked at (the e2e suite's 1400 and 390 px). The Vitest
 * addon sizes the page from `globals.viewport`: `globals: { viewport: { value: 'phone' } }`.
 */
export const STORY_VIEWPORTS = {
  phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: { name: 'Tablet (768 px)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  laptop: { name: 'Small laptop (1000 px)', styles: { width: '1000px', height: '800px' }, type: 'desktop' },
  wide: { name: 'Wide desktop (1400 px)', styles: { width: '1400px', height: '900px' }, type: 'desktop' },
} as const;

/** Nothing sticks out sideways: the page scrolls only down at this width. */
export async function expectNoSidewaysScroll(): Promise<void> {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}
