import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Focus on an element once a list has been drawn again after a change (a moved row, a name
 * saved, a row added or deleted): the caller asks with a target, and `find` gives the element for
 * it after the next draw of `drawn`. A dialog that just closed hands the focus back to what opened
 * it in a task of its own, so the target is focused again a task later, where the change left the
 * person.
 */
export function useFocusAfterDraw<Target>(drawn: unknown, find: (target: Target) => HTMLElement | null | undefined): (target: Target) => void {
  const pending = useRef<{ target: Target } | null>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    const wanted = pending.current;
    if (!wanted) return;
    pending.current = null;
    find(wanted.target)?.focus();
    const later = setTimeout(() => find(wanted.target)?.focus());
    return () => clearTimeout(later);
    // `find` is read when a draw asks: a new function each render must not ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked, drawn]);
  return useCallback((target: Target) => {
    pending.current = { target };
    setAsked((n) => n + 1);
  }, []);
}
