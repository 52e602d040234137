import { useCallback, useRef, useState, type PointerEvent } from 'react';

/** A horizontal swipe dismisses once it has travelled `ratio` of the element's width, either way. */
export const isSwipeDismissal = (offsetPx: number, widthPx: number, ratio: number) =>
  widthPx > 0 && Math.abs(offsetPx) >= widthPx * ratio;

interface SwipeOptions {
  ratio: number;
  onSwipeStart?: () => void;
  onDismiss: () => void;
  onCancel?: () => void;
}

/** Pointer handlers (mouse, pen or touch) that drag an element sideways and dismiss it past `ratio`. */
export function useSwipeToDismiss({ ratio, onSwipeStart, onDismiss, onCancel }: SwipeOptions) {
  const startX = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const [swiping, setSwiping] = useState(false);

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      // Buttons inside the toast (close, action) keep their own clicks.
      if ((event.target as Element).closest('button, a')) return;
      startX.current = event.clientX;
      setSwiping(true);
      try {
        // Keep receiving moves when the finger leaves the toast; best effort (synthetic pointers have no capture).
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // The swipe still works while the pointer stays over the toast.
      }
      onSwipeStart?.();
    },
    [onSwipeStart],
  );

  const onPointerMove = useCallback((event: PointerEvent<HTMLElement>) => {
    if (startX.current === null) return;
    setOffset(event.clientX - startX.current);
  }, []);

  const finish = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (startX.current === null) return;
      const travelled = event.clientX - startX.current;
      startX.current = null;
      setSwiping(false);
      if (isSwipeDismissal(travelled, event.currentTarget.offsetWidth, ratio)) {
        setOffset(travelled);
        onDismiss();
      } else {
        setOffset(0);
        onCancel?.();
      }
    },
    [ratio, onDismiss, onCancel],
  );

  return {
    offset,
    swiping,
    handlers: { onPointerDown, onPointerMove, onPointerUp: finish, onPointerCancel: finish },
  };
}
