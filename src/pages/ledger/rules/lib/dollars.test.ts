import { describe, expect, it } from 'vitest';
import { dollarsText, parseDollars } from './dollars';

describe('dollars in a field', () => {
  it('are read as people type them, refusing what the contract would', () => {
    expect(['25', '25.5', '$1,200.50', ' 0 '].map(parseDollars)).toEqual([25, 25.5, 1200.5, 0]);
    expect(['-5', '1.234', '1e3', '', '2000000000'].map(parseDollars)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  it('are shown whole when whole, else to the cent', () => {
    expect([20, 12.5, 0.05, undefined].map(dollarsText)).toEqual(['20', '12.50', '0.05', '']);
  });
});
