import { useEffect, useState } from 'react';

/**
 * How much of the window's bottom the on-screen keyboard covers, in CSS pixels (0 without one).
 *
 * Chromium on Android honours the viewport meta's `interactive-widget=resizes-content` (index.html):
 * the layout viewport shrinks above the keyboard, so a fixed element with `bottom: 0` stays in view
 * and this stays 0. Browsers that only overlay the keyboard (Safari on iOS) shrink the visual
 * viewport alone: the difference is what a bottom-anchored element must rise by.
 */
export function keyboardInset(viewport: Pick<VisualViewport, 'height' | 'offsetTop'>, layoutHeight: number): number {
  return Math.max(0, Math.round(layoutHeight - viewport.height - viewport.offsetTop));
}

/** {@link keyboardInset}, kept current while `active` (the drawer is open). */
export function useKeyboardInset(active: boolean): number {
  const [inset, setInset] = useState(0);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!active || !viewport) return;
    const update = () => setInset(keyboardInset(viewport, window.innerHeight));
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
      setInset(0);
    };
  }, [active]);
  return inset;
}
