import { describe, expect, it } from 'vitest';
import { keyboardInset } from './keyboard-inset';

describe('keyboardInset', () => {
  it('is 0 when the visual viewport fills the window (no keyboard, or the layout resized above it)', () => {
    expect(keyboardInset({ height: 844, offsetTop: 0 }, 844)).toBe(0);
    expect(keyboardInset({ height: 500, offsetTop: 0 }, 500)).toBe(0);
  });

  it('is the height a keyboard laid over the page covers', () => {
    // 844 px window, a 336 px keyboard over it: the visual viewport is 508 px tall.
    expect(keyboardInset({ height: 844 - 336, offsetTop: 0 }, 844)).toBe(336);
  });

  it('leaves out how far the visual viewport has scrolled down', () => {
    expect(keyboardInset({ height: 508, offsetTop: 100 }, 844)).toBe(236);
  });

  it('is never negative (pinch zoom out past the layout)', () => {
    expect(keyboardInset({ height: 900, offsetTop: 0 }, 844)).toBe(0);
  });
});
