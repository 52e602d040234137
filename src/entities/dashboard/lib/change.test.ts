import { describe, expect, it } from 'vitest';
import { changeBetween, pointsBetween } from './change';

describe('changeBetween', () => {
  it('is the relative change against the compared figure', () => {
    expect(changeBetween(1100, 1000)).toEqual({ ratio: 0.1, direction: 'up' });
    expect(changeBetween(750, 1000)).toEqual({ ratio: -0.25, direction: 'down' });
  });
  it('has no ratio when the compared figure is zero', () => {
    expect(changeBetween(50, 0)).toEqual({ ratio: null, direction: 'up' });
  });
  it('measures a negative compared figure (net) by its size', () => {
    expect(changeBetween(-50, -100)).toEqual({ ratio: 0.5, direction: 'up' });
  });
  it('ignores float dust below a cent', () => {
    expect(changeBetween(0.1 + 0.2, 0.3).direction).toBe('same');
  });
});

describe('pointsBetween', () => {
  it('is the difference of two rates in percentage points', () => {
    expect(pointsBetween(0.25, 0.2)).toBe(5);
    expect(pointsBetween(0.1, 0.123)).toBe(-2.3);
  });
  it('is unknown when either rate is', () => {
    expect(pointsBetween(null, 0.2)).toBeNull();
  });
});
