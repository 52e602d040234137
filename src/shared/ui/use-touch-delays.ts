import { useCallback, useEffect, useRef, type PointerEvent } from 'react';

interface TouchDelays {
  /** How long a finger must rest on the trigger before the tooltip opens. */
  openDelayMs: number;
  /** How long the tooltip stays after the finger lifts. */
  closeDelayMs: number;
}

/**
 * Ark's tooltip ignores touch pointers entirely (its delays are for mouse and keyboard), so touch is
 * handled here: a long press opens after `openDelayMs`, and lifting the finger closes after
 * `closeDelayMs`. While such a touch session lasts, `shouldIgnoreClose` tells the caller to refuse
 * Ark's own close requests (the pointerleave that follows every touchend).
 */
export function useTouchDelays(setOpen: (open: boolean) => void, { openDelayMs, closeDelayMs }: TouchDelays) {
  const openTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inTouchSession = useRef(false);

  const clearTimers = useCallback(() => {
    clearTimeout(openTimer.current);
    clearTimeout(closeTimer.current);
  }, []);

  useEffect(() => clearTimers, [clearTimers]);

  const onPointerDown = useCallback(
    (event: PointerEvent) => {
      if (event.pointerType !== 'touch') return;
      clearTimers();
      inTouchSession.current = true;
      openTimer.current = setTimeout(() => setOpen(true), openDelayMs);
    },
    [clearTimers, openDelayMs, setOpen],
  );

  const onTouchEnd = useCallback(
    (event: PointerEvent) => {
      if (event.pointerType !== 'touch') return;
      clearTimeout(openTimer.current);
      closeTimer.current = setTimeout(() => {
        inTouchSession.current = false;
        setOpen(false);
      }, closeDelayMs);
    },
    [closeDelayMs, setOpen],
  );

  const shouldIgnoreClose = useCallback(() => inTouchSession.current, []);

  return {
    triggerProps: { onPointerDown, onPointerUp: onTouchEnd, onPointerCancel: onTouchEnd },
    shouldIgnoreClose,
  };
}
