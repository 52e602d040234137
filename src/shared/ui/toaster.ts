import { createToaster } from '@ark-ui/react/toast';
import { TOAST_DURATION_MS } from '@/shared/config';

/** The one toast queue of the app: top-right, each toast closes by itself after 5 s. */
export const toaster = createToaster({
  placement: 'top-end',
  duration: TOAST_DURATION_MS,
  gap: 12,
  max: 5,
});

const show = (type: 'info' | 'success' | 'warning' | 'error') => (text: string) =>
  toaster.create({ type, description: text });

/** Show a toast from anywhere (no hook needed): `notify.error(LINKING_FAILED)`. Returns the toast id. */
export const notify = {
  info: show('info'),
  success: show('success'),
  warning: show('warning'),
  error: show('error'),
};
