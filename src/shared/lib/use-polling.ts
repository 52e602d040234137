import { useCallback, useEffect, useRef, useState } from 'react';

export interface PollingOptions {
  /** Poll while true (e.g. until the awaited state has arrived). */
  active: boolean;
  /** One round: fetch again. Rounds never overlap: the next waits for this one to settle. */
  poll: () => Promise<unknown>;
  intervalMs: number;
  /** Give up after this long; `restart` starts a new window. */
  timeoutMs: number;
}

/**
 * Calls `poll` every `intervalMs` while `active`, for at most `timeoutMs`. The data cache never
 * refetches on its own (spec section 9), so waiting for a webhook's effect means asking again.
 */
export function usePolling({ active, poll, intervalMs, timeoutMs }: PollingOptions): { timedOut: boolean; restart: () => void } {
  const [round, setRound] = useState(0);
  const [timedOutRound, setTimedOutRound] = useState<number | null>(null);
  const timedOut = timedOutRound === round;
  const latestPoll = useRef(poll);
  useEffect(() => {
    latestPoll.current = poll;
  });

  useEffect(() => {
    if (!active || timedOut) return;
    const deadline = Date.now() + timeoutMs;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const tick = async () => {
      if (Date.now() >= deadline) {
        setTimedOutRound(round);
        return;
      }
      await latestPoll.current().catch(() => undefined);
      if (!stopped) timer = setTimeout(tick, intervalMs);
    };
    timer = setTimeout(tick, intervalMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [active, timedOut, round, intervalMs, timeoutMs]);

  const restart = useCallback(() => {
    setRound((previous) => previous + 1);
    void latestPoll.current().catch(() => undefined);
  }, []);

  return { timedOut: active && timedOut, restart };
}
