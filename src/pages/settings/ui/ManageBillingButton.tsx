import { Button, type ButtonProps } from '@/shared/ui';
import { useOpenBillingPortal, type OpenBillingPortalOptions } from '../model/open-billing-portal';

export type ManageBillingButtonProps = Omit<ButtonProps, 'onClick' | 'children'> & OpenBillingPortalOptions;

/** Opens the payment provider's billing portal: card, invoices, cancel or resume. */
export function ManageBillingButton({ leaveFor, ...props }: ManageBillingButtonProps) {
  const { openBillingPortal, isOpening } = useOpenBillingPortal({ leaveFor });
  return (
    <Button variant="outline" tone="neutral" {...props} onClick={() => void openBillingPortal()} disabled={isOpening} aria-busy={isOpening}>
      {isOpening ? 'Opening billing…' : 'Manage billing'}
    </Button>
  );
}
