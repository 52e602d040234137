import { describe, expect, it } from 'vitest';
import type { NotificationList } from '@/shared/api';
import { isAllRead, markedAllRead, unreadBadgeText, unreadCountOf, unreadNotifications } from './notification-list';

const list = (count: number, ...read: boolean[]): NotificationList => ({
  results: read.map((is_read, index) => ({
    id: String(index),
    title: `Title ${index}`,
    message: `Message ${index}`,
    created_date: '2026-11-22T06:40:00.000Z',
    is_read,
  })),
  count,
});

describe('notification list', () => {
  it('lists the unread notifications, in the server order', () => {
    expect(unreadNotifications(list(2, false, true, false)).map((n) => n.id)).toEqual(['0', '2']);
    expect(unreadNotifications(undefined)).toEqual([]);
  });

  it('counts zero notifications, or none unread, as all read', () => {
    expect(isAllRead(list(0))).toBe(true);
    expect(isAllRead(list(0, true, true))).toBe(true);
    expect(isAllRead(undefined)).toBe(true);
    expect(isAllRead(list(1, false))).toBe(false);
  });

  it('never calls a list with unread notifications all read, nor a count of unread ones', () => {
    // The server settled one meanwhile ("Reconnect your bank" once the bank is repaired): the listed unread one still counts.
    expect(isAllRead(list(0, false, true))).toBe(false);
    expect(unreadCountOf(list(0, false, true))).toBe(1);
    // More unread than the 50 listed: the count wins.
    expect(isAllRead(list(3, true))).toBe(false);
    expect(unreadCountOf(list(3, true))).toBe(3);
  });

  it('marks every notification read', () => {
    const marked = markedAllRead(list(2, false, true, false));
    expect(marked.count).toBe(0);
    expect(marked.results.every((n) => n.is_read)).toBe(true);
    expect(unreadNotifications(marked)).toEqual([]);
  });

  it('caps the badge at 99+', () => {
    expect(unreadBadgeText(7)).toBe('7');
    expect(unreadBadgeText(99)).toBe('99');
    expect(unreadBadgeText(120)).toBe('99+');
  });
});
