export type ToastType = 'info' | 'success' | 'warning' | 'error';

export interface ToastMessage {
  type: ToastType;
  title?: string;
  description: string;
}

// The queue (Ark's toast machine) is its own chunk: the first toast loads it, and the region shows it.
const loadToaster = () => import('./toast-store').then((module) => module.toaster);

/** Queues a toast; it shows as soon as the toast region (mounted after first paint) is there. */
export function showToast(message: ToastMessage): Promise<void> {
  return loadToaster().then((toaster) => {
    toaster.create(message);
  });
}

const show = (type: ToastType) => (text: string) => showToast({ type, description: text });

/** Show a toast from anywhere (no hook needed): `notify.error(LINKING_FAILED)`. */
export const notify = {
  info: show('info'),
  success: show('success'),
  warning: show('warning'),
  error: show('error'),
};
