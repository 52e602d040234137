import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { Notification } from '@/shared/api';
import { formatMoment } from '@/shared/lib';

/** One notification: its title, message and when it was created, in the reader's locale; then what it leads to, if anything (`action`). */
export function NotificationItem({ notification, action }: { notification: Notification; action?: ReactNode }) {
  return (
    <article className={css({ display: 'grid', gap: '1', px: '4', py: '3' })}>
      <p className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.default' })}>{notification.title}</p>
      <p className={css({ fontSize: 'sm', color: 'fg.muted', lineHeight: 'relaxed', overflowWrap: 'anywhere' })}>{notification.message}</p>
      <time dateTime={notification.created_date} className={css({ fontSize: 'xs', color: 'fg.subtle' })}>
        {formatMoment(notification.created_date)}
      </time>
      {action}
    </article>
  );
}
