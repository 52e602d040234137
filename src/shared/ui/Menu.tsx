import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { Menu as ArkMenu, type MenuRootProps } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { menu } from 'styled-system/recipes';

export interface MenuAction {
  value: string;
  label: ReactNode;
  /** Called when the item is chosen, by click, Enter or Space. */
  onSelect?: () => void;
  disabled?: boolean;
  tone?: 'danger';
}

export interface MenuSeparator {
  separator: true;
  id: string;
}

export type MenuEntry = MenuAction | MenuSeparator;

export interface MenuProps {
  /** The button that opens the menu. */
  trigger: ReactElement;
  items: readonly MenuEntry[];
  /** Non-interactive content above the items, e.g. the signed-in email. */
  header?: ReactNode;
  /** Fixed width in px (the notifications menu is 350 px wide). */
  width?: number;
  /** Maximum height in px before the list scrolls. */
  maxHeight?: number;
  placement?: NonNullable<MenuRootProps['positioning']>['placement'];
  /**
   * Render the open menu at the end of <body> (the default), or in place, inside the trigger's
   * landmark: a menu of the page's chrome (the account menu in the navbar) then stays in its banner.
   */
  portalled?: boolean;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

const isSeparator = (entry: MenuEntry): entry is MenuSeparator => 'separator' in entry;

/** A dropdown menu of actions. Arrow keys move, Enter chooses, Escape or a click outside closes. */
export function Menu({ trigger, items, header, width, maxHeight, placement = 'bottom-end', portalled = true, open, defaultOpen, onOpenChange }: MenuProps) {
  const classes = menu();
  const size: CSSProperties = { width, maxHeight };
  return (
    <ArkMenu.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={(details) => onOpenChange?.(details.open)}
      positioning={{ placement }}
      lazyMount
      unmountOnExit
    >
      <ArkMenu.Trigger asChild>{trigger}</ArkMenu.Trigger>
      <Portal disabled={!portalled}>
        <ArkMenu.Positioner className={classes.positioner}>
          <ArkMenu.Content className={classes.content} style={size}>
            {header && <div className={classes.header}>{header}</div>}
            {items.map((entry) =>
              isSeparator(entry) ? (
                <ArkMenu.Separator key={entry.id} className={classes.separator} />
              ) : (
                <ArkMenu.Item
                  key={entry.value}
                  value={entry.value}
                  disabled={entry.disabled}
                  onSelect={entry.onSelect}
                  data-tone={entry.tone}
                  className={classes.item}
                >
                  {entry.label}
                </ArkMenu.Item>
              ),
            )}
          </ArkMenu.Content>
        </ArkMenu.Positioner>
      </Portal>
    </ArkMenu.Root>
  );
}
