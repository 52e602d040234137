import { Toaster as ArkToaster } from '@ark-ui/react/toast';
import { toaster } from './toast-store';
import { ToastCard } from './ToastCard';

/** The live region that renders the shared `toaster` queue, top-right. */
export function ToastRegion() {
  return (
    <ArkToaster toaster={toaster} aria-label="Notifications">
      {(toast) => <ToastCard key={toast.id} />}
    </ArkToaster>
  );
}
