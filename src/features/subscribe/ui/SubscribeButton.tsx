import type { Ref } from 'react';
import { Button, type ButtonProps } from '@/shared/ui';
import { useStartCheckout, type StartCheckoutOptions } from '../model/start-checkout';

export type SubscribeButtonProps = Omit<ButtonProps, 'onClick' | 'children'> &
  StartCheckoutOptions & {
    /** "Resubscribe" for a user whose subscription has ended. */
    label?: 'Subscribe' | 'Resubscribe';
    ref?: Ref<HTMLButtonElement>;
  };

/** Starts the hosted checkout. */
export function SubscribeButton({ label = 'Subscribe', leaveFor, ...props }: SubscribeButtonProps) {
  const { startCheckout, isStarting } = useStartCheckout({ leaveFor });
  return (
    <Button {...props} onClick={() => void startCheckout()} disabled={isStarting} aria-busy={isStarting}>
      {isStarting ? 'Opening checkout…' : label}
    </Button>
  );
}
