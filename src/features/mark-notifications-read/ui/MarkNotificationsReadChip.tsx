import { useState } from 'react';
import { css } from 'styled-system/css';
import { useNotifications } from '@/entities/notification';
import { markAllNotificationsRead } from '../api/mark-all-read';

const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: '0',
  h: '7',
  px: '3',
  borderRadius: 'pill',
  borderWidth: '1px',
  borderColor: 'brand.border',
  bg: 'brand.subtle',
  color: 'brand.text',
  fontSize: 'xs',
  fontWeight: 'semibold',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transitionProperty: 'background-color, color',
  transitionDuration: 'fast',
  _hover: { bg: 'brand.subtleHover' },
  '&[aria-disabled=true]': { cursor: 'default', bg: 'bg.muted', borderColor: 'border.default', color: 'fg.muted' },
});

/**
 * "Mark as read & clear": marks every notification read and clears the list and the badge. Once
 * everything is read (or there is nothing) it reads "All Read" and is disabled. It stays focusable
 * while disabled (`aria-disabled`), so keyboard focus is not lost when it changes.
 */
export function MarkNotificationsReadChip() {
  const { isAllRead, showAllRead } = useNotifications();
  const [isMarking, setIsMarking] = useState(false);
  const isDisabled = isAllRead || isMarking;

  const onClick = async () => {
    if (isDisabled) return;
    setIsMarking(true);
    if (await markAllNotificationsRead()) await showAllRead();
    setIsMarking(false);
  };

  return (
    <button type="button" className={chip} aria-disabled={isDisabled} aria-busy={isMarking || undefined} onClick={() => void onClick()}>
      {isAllRead ? 'All Read' : 'Mark as read & clear'}
    </button>
  );
}
