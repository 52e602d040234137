import { createToaster } from '@ark-ui/react/toast';
import { TOAST_DURATION_MS, TOAST_OFFSETS } from '@/shared/config';

/**
 * The one toast queue of the app: top-right below the navbar, each toast closes by itself after
 * 5 s. It loads with the toast region, off the first page's critical path; `notify` reaches it
 * from anywhere.
 */
export const toaster = /* @__PURE__ */ createToaster({
  placement: 'top-end',
  duration: TOAST_DURATION_MS,
  gap: 12,
  max: 5,
  offsets: TOAST_OFFSETS,
});
