import { describe, expect, it } from 'vitest';
import { draftOf, parseDays, parseDollars, settingsOf } from './alert-settings-form';

const STORED = { large_purchase: true, large_purchase_amount: 500, low_balance: false, low_balance_amount: 100, bill_due: true, bill_due_days: 3, new_recurring: true, unusual_charge: false };

describe('the alert settings form', () => {
  it('reads amounts in dollars within the contract’s bounds, with at most two decimals', () => {
    expect(parseDollars('$1,250.50', 1)).toBe(1250.5);
    expect(parseDollars(' 0 ', 0)).toBe(0);
    expect(parseDollars('0.99', 1)).toBeUndefined();
    expect(parseDollars('1000000', 1)).toBe(1_000_000);
    expect(parseDollars('1000000.01', 1)).toBeUndefined();
    expect(parseDollars('12.345', 1)).toBeUndefined();
    expect(parseDollars('-5', 0)).toBeUndefined();
  });

  it('reads whole days from 0 to 14', () => {
    expect(parseDays('0')).toBe(0);
    expect(parseDays(' 14 ')).toBe(14);
    expect(parseDays('15')).toBeUndefined();
    expect(parseDays('2.5')).toBeUndefined();
    expect(parseDays('')).toBeUndefined();
  });

  it('gives back what was stored when nothing was typed, and nothing to save while a field does not read', () => {
    expect(settingsOf(draftOf(STORED))).toEqual(STORED);
    expect(settingsOf({ ...draftOf(STORED), bill_due_days: '30' })).toBeUndefined();
  });
});
