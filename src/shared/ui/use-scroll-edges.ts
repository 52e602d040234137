import { useLayoutEffect, useState, type RefObject } from 'react';

/** Which sides of a sideways-scrolling box hide content, and whether it overflows at all. */
export interface ScrollEdges {
  overflows: boolean;
  moreAtStart: boolean;
  moreAtEnd: boolean;
}

const NONE: ScrollEdges = { overflows: false, moreAtStart: false, moreAtEnd: false };
/** Sub-pixel scroll positions (zoom, fractional widths) count as at the edge. */
const EDGE_SLACK_PX = 1;

export function scrollEdgesOf({ scrollLeft, scrollWidth, clientWidth }: Pick<HTMLElement, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>): ScrollEdges {
  if (scrollWidth <= clientWidth) return NONE;
  return { overflows: true, moreAtStart: scrollLeft > EDGE_SLACK_PX, moreAtEnd: scrollLeft + clientWidth < scrollWidth - EDGE_SLACK_PX };
}

const sameEdges = (a: ScrollEdges, b: ScrollEdges) => a.overflows === b.overflows && a.moreAtStart === b.moreAtStart && a.moreAtEnd === b.moreAtEnd;

/** The edges of `box` that hide content, kept current as it scrolls or it or its content resizes. */
export function useScrollEdges(box: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState(NONE);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const next = scrollEdgesOf(element);
      setEdges((previous) => (sameEdges(previous, next) ? previous : next));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const resizes = new ResizeObserver(measure);
    resizes.observe(element);
    for (const child of element.children) resizes.observe(child);
    return () => {
      element.removeEventListener('scroll', measure);
      resizes.disconnect();
    };
  }, [box]);
  return edges;
}
