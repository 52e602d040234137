import { useEffect, useState } from 'react';
import { RESIZE_DEBOUNCE_MS } from '@/shared/config';
import { debounce } from '@/shared/lib';
import { isCompactWidth } from './sidebar-state';

/**
 * Whether the window is narrower than the sidebar breakpoint. A resize is taken into account once
 * resizing has stopped for 100 ms (spec section 9).
 */
export function useCompactViewport(): boolean {
  const [isCompact, setIsCompact] = useState(() => isCompactWidth(window.innerWidth));

  useEffect(() => {
    const update = debounce(() => setIsCompact(isCompactWidth(window.innerWidth)), RESIZE_DEBOUNCE_MS);
    window.addEventListener('resize', update);
    return () => {
      update.cancel();
      window.removeEventListener('resize', update);
    };
  }, []);

  return isCompact;
}
