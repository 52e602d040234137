import { CARD_MESSAGES, DECLINING_TEST_CARDS } from './config.ts';

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardField = 'number' | 'expiry' | 'cvc' | 'name';

export type CardOutcome =
  | { ok: true; brand: string; last4: string; expMonth: number; expYear: number; name: string }
  | { ok: false; field: CardField | null; message: string; declineCode?: string };

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return 'unknown';
}

/** `MM / YY`, `MM/YY`, `MMYY` or `MM/YYYY` → month and four-digit year. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return { month, year };
}

/** What Checkout says about a card in test mode: field errors first, then the test card's decline. */
export function evaluateCard(input: CardInput, now: Date): CardOutcome {
  const digits = input.number.replace(/[\s-]/g, '');
  if (!/^\d*$/.test(digits)) return { ok: false, field: 'number', message: CARD_MESSAGES.numberInvalid };
  if (digits.length < 13) return { ok: false, field: 'number', message: CARD_MESSAGES.numberIncomplete };
  if (digits.length > 19 || !luhnValid(digits)) return { ok: false, field: 'number', message: CARD_MESSAGES.numberInvalid };

  const expiry = parseExpiry(input.expiry);
  if (!expiry) return { ok: false, field: 'expiry', message: CARD_MESSAGES.expiryIncomplete };
  if (expiry.month < 1 || expiry.month > 12) return { ok: false, field: 'expiry', message: CARD_MESSAGES.expiryMonthInvalid };
  const thisYear = now.getUTCFullYear();
  if (expiry.year < thisYear || (expiry.year === thisYear && expiry.month < now.getUTCMonth() + 1)) {
    return { ok: false, field: 'expiry', message: CARD_MESSAGES.expiryPast };
  }

  const cvcLength = cardBrand(digits) === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(input.cvc.trim())) return { ok: false, field: 'cvc', message: CARD_MESSAGES.cvcIncomplete };
  if (input.name.trim() === '') return { ok: false, field: 'name', message: CARD_MESSAGES.nameMissing };

  const decline = DECLINING_TEST_CARDS[digits];
  if (decline) return { ok: false, field: null, message: decline.message, declineCode: decline.declineCode };
  return { ok: true, brand: cardBrand(digits), last4: digits.slice(-4), expMonth: expiry.month, expYear: expiry.year, name: input.name.trim() };
}
