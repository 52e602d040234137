import { describe, expect, it } from 'vitest';
import { TOAST_SWIPE_DISMISS_RATIO } from '@/shared/config';
import { isSwipeDismissal } from './use-swipe-to-dismiss';

describe('isSwipeDismissal', () => {
  it('dismisses once the swipe reaches 80 % of the width, in either direction', () => {
    expect(isSwipeDismissal(320, 400, TOAST_SWIPE_DISMISS_RATIO)).toBe(true);
    expect(isSwipeDismissal(-320, 400, TOAST_SWIPE_DISMISS_RATIO)).toBe(true);
  });

  it('snaps back below 80 %', () => {
    expect(isSwipeDismissal(319, 400, TOAST_SWIPE_DISMISS_RATIO)).toBe(false);
    expect(isSwipeDismissal(0, 0, TOAST_SWIPE_DISMISS_RATIO)).toBe(false);
  });
});
