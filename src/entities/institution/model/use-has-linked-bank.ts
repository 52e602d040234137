import { useEffect, useState } from 'react';
import { useApiQuery } from '@/shared/api';
import { BANK_LINK_CHECK_DELAY_MS } from '@/shared/config';

// The spec's 500 ms wait before the link check lets the signin data settle; once waited out in
// this page load, later checks (the next guarded page) ask at once.
let delayServed = false;

/**
 * Whether the user has a linked bank: yes when the signin data said so (`hasItem`); otherwise
 * `GET /api/link` decides, asked 500 ms after the first need (spec sections 7 and 9). A 401 or
 * any failure means not linked. Undefined while unknown; not asked at all when `needed` is false.
 */
export function useHasLinkedBank(needed: boolean, linkedAtSignin: boolean): boolean | undefined {
  const mustCheck = needed && !linkedAtSignin;
  const [waited, setWaited] = useState(delayServed);

  useEffect(() => {
    if (!mustCheck || waited) return;
    const timer = setTimeout(() => {
      delayServed = true;
      setWaited(true);
    }, BANK_LINK_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [mustCheck, waited]);

  // `{}`: the same cache entry as the sidebar's and navbar's check, so invalidating one refreshes all.
  const { data, error } = useApiQuery('/api/link', mustCheck && waited ? {} : null);

  if (!needed) return undefined;
  if (linkedAtSignin) return true;
  if (error) return false;
  return data ? data.status === 'success' : undefined;
}

/** Tests only: the next check waits the 500 ms again, as on a fresh page load. */
export function resetBankLinkCheckForTesting(): void {
  delayServed = false;
}
