import { useState, type ReactElement, type ReactNode } from 'react';
import { Tooltip as ArkTooltip, type TooltipRootProps } from '@ark-ui/react/tooltip';
import { Portal } from '@ark-ui/react/portal';
import { tooltip } from 'styled-system/recipes';
import { TOOLTIP_LEAVE_TOUCH_DELAY_MS, TOOLTIP_OPEN_DELAY_MS, TOOLTIP_TOUCH_DELAY_MS } from '@/shared/config';
import { useTouchDelays } from './use-touch-delays';

export interface TooltipProps {
  /** What the tooltip says. */
  content: ReactNode;
  /** The trigger: one focusable element. */
  children: ReactElement;
  placement?: NonNullable<TooltipRootProps['positioning']>['placement'];
  disabled?: boolean;
}

/**
 * A tooltip with the spec's delays: it opens 100 ms after the pointer rests on (or keyboard focus
 * reaches) its trigger; on touch screens a 700 ms long press opens it and it stays 1500 ms after
 * the finger lifts.
 */
export function Tooltip({ content, children, placement = 'bottom', disabled }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const touch = useTouchDelays(setOpen, {
    openDelayMs: TOOLTIP_TOUCH_DELAY_MS,
    closeDelayMs: TOOLTIP_LEAVE_TOUCH_DELAY_MS,
  });
  const classes = tooltip();

  return (
    <ArkTooltip.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && touch.shouldIgnoreClose()) return;
        setOpen(details.open);
      }}
      openDelay={TOOLTIP_OPEN_DELAY_MS}
      positioning={{ placement }}
      // Zag closes a tooltip on any scroll in the document (a capture listener on the window), so
      // a chat list scrolling to a new answer shut the asks counter's; it follows its trigger instead.
      closeOnScroll={false}
      disabled={disabled}
      lazyMount
      unmountOnExit
    >
      <ArkTooltip.Trigger asChild {...touch.triggerProps}>
        {children}
      </ArkTooltip.Trigger>
      <Portal>
        <ArkTooltip.Positioner className={classes.positioner}>
          <ArkTooltip.Content className={classes.content}>
            <ArkTooltip.Arrow className={classes.arrow}>
              <ArkTooltip.ArrowTip className={classes.arrowTip} />
            </ArkTooltip.Arrow>
            {content}
          </ArkTooltip.Content>
        </ArkTooltip.Positioner>
      </Portal>
    </ArkTooltip.Root>
  );
}
