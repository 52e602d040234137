import type { ReactNode } from 'react';
import { Popover } from '@ark-ui/react/popover';
import { Portal } from '@ark-ui/react/portal';
import { css, cx } from 'styled-system/css';
import { menu } from 'styled-system/recipes';
import { NotificationItem, unreadBadgeText, useNotifications } from '@/entities/notification';
import { NOTIFICATION_MENU_WIDTH_PX } from '@/shared/config';
import { Link } from 'wouter';
import { actionLink, BellIcon, Button } from '@/shared/ui';

export interface NotificationsMenuProps {
  /** The read-all control at the top of the menu ("Mark as read & clear" / "All Read"). */
  action?: ReactNode;
}

export const ALL_CAUGHT_UP = 'You are all caught up!';
/** Beside a notification that leads somewhere (an alert). */
const VIEW = 'View';
const viewNotification = (title: string) => `View: ${title}`;

const badge = css({
  position: 'absolute',
  top: '0.5',
  right: '0.5',
  minW: '4.5',
  h: '4.5',
  px: '1',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 'pill',
  bg: 'danger.solid',
  color: 'danger.contrast',
  fontSize: '2xs',
  fontWeight: 'bold',
  lineHeight: '1',
  fontVariantNumeric: 'tabular-nums',
  pointerEvents: 'none',
});

/**
 * The notifications bell with its unread-count badge, and its menu (350 px wide): each unread
 * notification's title, message and date, or "You are all caught up!". It opens as a non-modal
 * popover (a list to read, not a list of commands); Escape or a click outside closes it. Opening
 * it fetches the list again, so news that arrived meanwhile shows.
 */
export function NotificationsMenu({ action }: NotificationsMenuProps) {
  const { notifications, unreadCount, refresh } = useNotifications();
  const classes = menu();
  const label = unreadCount > 0 ? `Notifications, ${unreadCount} unread` : 'Notifications';

  return (
    <Popover.Root
      positioning={{ placement: 'bottom-end', gutter: 8 }}
      lazyMount
      unmountOnExit
      onOpenChange={({ open }) => {
        if (open) refresh();
      }}
    >
      <Popover.Trigger asChild>
        <Button variant="ghost" tone="neutral" size="icon" aria-label={label} className={css({ position: 'relative' })}>
          <BellIcon />
          {unreadCount > 0 && (
            <span className={badge} aria-hidden="true">
              {unreadBadgeText(unreadCount)}
            </span>
          )}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner className={classes.positioner}>
          <Popover.Content
            // Ark names the dialog after its title only when the title exists at mount; name it outright.
            aria-label="Notifications"
            className={cx(classes.content, css({ py: '0', maxH: 'min(32rem, calc(100dvh - 6rem))' }))}
            style={{ width: `min(${NOTIFICATION_MENU_WIDTH_PX}px, calc(100vw - 1rem))` }}
          >
            <div
              className={css({
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: '3',
                px: '4',
                py: '3',
                borderBottomWidth: '1px',
                borderColor: 'border.default',
              })}
            >
              <Popover.Title className={css({ fontSize: 'md', fontWeight: 'semibold' })}>Notifications</Popover.Title>
              {action}
            </div>
            {notifications.length === 0 ? (
              <p role="status" className={css({ px: '4', py: '8', textAlign: 'center', color: 'fg.muted', fontSize: 'sm' })}>
                {ALL_CAUGHT_UP}
              </p>
            ) : (
              <ul
                aria-label="Unread notifications"
                // Focusable so keyboard users can scroll a long list.
                tabIndex={0}
                className={css({
                  overflowY: 'auto',
                  '& > li + li': { borderTopWidth: '1px', borderColor: 'border.default' },
                  _focusVisible: { outlineOffset: '-2px' },
                })}
              >
                {notifications.map((notification) => (
                  <li key={notification.id}>
                    <NotificationItem
                      notification={notification}
                      action={
                        notification.link && (
                          // Beyond the spec (issue 25): an alert opens what it is about, and the menu closes.
                          <Popover.CloseTrigger asChild>
                            <Link href={notification.link} aria-label={viewNotification(notification.title)} className={cx(actionLink, css({ justifySelf: 'start', fontSize: 'sm' }))}>
                              {VIEW}
                            </Link>
                          </Popover.CloseTrigger>
                        )
                      }
                    />
                  </li>
                ))}
              </ul>
            )}
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
