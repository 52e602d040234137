import type { ReactElement, ReactNode } from 'react';
import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { dialog, type DialogVariantProps } from 'styled-system/recipes';
import { Button } from './Button';
import { CloseIcon } from './icons';

export interface DialogProps extends DialogVariantProps {
  title: ReactNode;
  description?: ReactNode;
  /** The element that opens the dialog; omit it when `open` is controlled from outside. */
  trigger?: ReactElement;
  /** The body, between the description and the footer. */
  children?: ReactNode;
  /** Actions, right-aligned at the bottom. */
  footer?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  closeLabel?: string;
}

/** A modal dialog: focus is trapped inside, Escape or the close button or a click outside closes it. */
export function Dialog({
  title,
  description,
  trigger,
  children,
  footer,
  open,
  defaultOpen,
  onOpenChange,
  closeLabel = 'Close',
  ...variants
}: DialogProps) {
  const classes = dialog(variants);
  return (
    <ArkDialog.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={(details) => onOpenChange?.(details.open)}
      lazyMount
      unmountOnExit
    >
      {trigger && <ArkDialog.Trigger asChild>{trigger}</ArkDialog.Trigger>}
      <Portal>
        <ArkDialog.Backdrop className={classes.backdrop} />
        <ArkDialog.Positioner className={classes.positioner}>
          <ArkDialog.Content className={classes.content}>
            <div className={classes.header}>
              <ArkDialog.Title className={classes.title}>{title}</ArkDialog.Title>
              {description && (
                <ArkDialog.Description className={classes.description}>{description}</ArkDialog.Description>
              )}
            </div>
            {children && <div className={classes.body}>{children}</div>}
            {footer && <div className={classes.footer}>{footer}</div>}
            <ArkDialog.CloseTrigger asChild>
              <Button variant="ghost" size="icon" tone="neutral" aria-label={closeLabel} className={classes.closeTrigger}>
                <CloseIcon />
              </Button>
            </ArkDialog.CloseTrigger>
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}
