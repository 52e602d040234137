import { describe, expect, it } from 'vitest';
import { evaluateCard, luhnValid, parseExpiry } from './cards.ts';

const now = new Date('2026-05-15T12:00:00Z');
const card = (number: string, overrides: Partial<{ expiry: string; cvc: string; name: string }> = {}) =>
  evaluateCard({ number, expiry: '12 / 34', cvc: '123', name: 'Ada Lovelace', ...overrides }, now);

describe('test cards on the hosted Checkout page', () => {
  it('accepts 4242 4242 4242 4242', () => {
    expect(card('4242 4242 4242 4242')).toEqual({ ok: true, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034, name: 'Ada Lovelace' });
  });

  it("declines 4000 0000 0000 0002 with Stripe's message", () => {
    expect(card('4000 0000 0000 0002')).toEqual({ ok: false, field: null, message: 'Your card was declined.', declineCode: 'generic_decline' });
  });

  it('rejects numbers failing the Luhn check, short numbers, bad dates and CVCs', () => {
    expect(card('4242 4242 4242 4241')).toMatchObject({ ok: false, field: 'number', message: 'Your card number is invalid.' });
    expect(card('4242 4242')).toMatchObject({ ok: false, field: 'number', message: 'Your card number is incomplete.' });
    expect(card('4242424242424242', { expiry: '04 / 26' })).toMatchObject({ field: 'expiry', message: "Your card's expiration year is in the past." });
    expect(card('4242424242424242', { expiry: '13 / 30' })).toMatchObject({ field: 'expiry', message: "Your card's expiration month is invalid." });
    expect(card('4242424242424242', { expiry: '1' })).toMatchObject({ field: 'expiry', message: "Your card's expiration date is incomplete." });
    expect(card('4242424242424242', { cvc: '12' })).toMatchObject({ field: 'cvc', message: "Your card's security code is incomplete." });
    expect(card('378282246310005', { cvc: '123' })).toMatchObject({ field: 'cvc' });
    expect(card('4242424242424242', { name: ' ' })).toMatchObject({ field: 'name' });
  });

  it('reads expiry formats and checks Luhn', () => {
    expect(parseExpiry('05/26')).toEqual({ month: 5, year: 2026 });
    expect(parseExpiry('0526')).toEqual({ month: 5, year: 2026 });
    expect(parseExpiry('5 / 2030')).toEqual({ month: 5, year: 2030 });
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4000000000000003')).toBe(false);
    expect(card('4242424242424242', { expiry: '05 / 26' }).ok).toBe(true);
  });
});
