import { Toast, useToastContext } from '@ark-ui/react/toast';
import { toast as toastRecipe } from 'styled-system/recipes';
import { TOAST_SWIPE_DISMISS_RATIO } from '@/shared/config';
import { Button } from './Button';
import { CloseIcon } from './icons';
import { useSwipeToDismiss } from './use-swipe-to-dismiss';

/** One toast: swipe it sideways past 80 % of its width, or press ×, to dismiss it early. */
export function ToastCard() {
  const toast = useToastContext();
  const classes = toastRecipe();
  const swipe = useSwipeToDismiss({
    ratio: TOAST_SWIPE_DISMISS_RATIO,
    onSwipeStart: toast.pause,
    onDismiss: toast.dismiss,
    onCancel: toast.resume,
  });

  return (
    <Toast.Root
      className={classes.root}
      style={{ transform: swipe.offset ? `translateX(${swipe.offset}px)` : undefined }}
      data-swiping={swipe.swiping || undefined}
      {...swipe.handlers}
    >
      <span className={classes.indicator} aria-hidden="true" />
      <div className={classes.content}>
        {toast.title && <Toast.Title className={classes.title}>{toast.title}</Toast.Title>}
        {toast.description && <Toast.Description className={classes.description}>{toast.description}</Toast.Description>}
      </div>
      <Toast.CloseTrigger asChild>
        <Button variant="ghost" tone="neutral" size="sm" aria-label="Dismiss notification" className={classes.closeTrigger}>
          <CloseIcon />
        </Button>
      </Toast.CloseTrigger>
    </Toast.Root>
  );
}
