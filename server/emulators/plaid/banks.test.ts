import { describe, expect, it } from 'vitest';
import { DEFAULT_SEED, buildInstitutions, itemAccountFacts } from './banks.ts';

function abaValid(routing: string): boolean {
  const d = [...routing].map(Number);
  return (3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!)) % 10 === 0;
}

describe('the synthetic banks', () => {
  const institutions = buildInstitutions(DEFAULT_SEED);

  it('has at least six invented institutions with unique ids and valid routing numbers', () => {
    expect(institutions.length).toBeGreaterThanOrEqual(6);
    expect(new Set(institutions.map((i) => i.institution_id)).size).toBe(institutions.length);
    for (const institution of institutions) {
      expect(institution.institution_id).toMatch(/^ins_\d{6}$/);
      expect(institution.routing_numbers.every(abaValid)).toBe(true);
    }
    expect(buildInstitutions(DEFAULT_SEED)).toEqual(institutions);
  });

  it('gives every institution checking, savings and a credit card, and some of them loans', () => {
    for (const institution of institutions) {
      expect(institution.accounts.map((a) => a.kind)).toEqual(expect.arrayContaining(['checking', 'savings', 'credit card']));
    }
    const loans = institutions.flatMap((i) => i.accounts.filter((a) => ['mortgage', 'auto', 'student'].includes(a.kind)).map((a) => a.kind));
    expect(new Set(loans)).toEqual(new Set(['mortgage', 'auto', 'student']));
  });

  it('derives masks and balances from the seed and the item index', () => {
    const bank = institutions[0]!;
    const first = itemAccountFacts(DEFAULT_SEED, bank, 0);
    expect(itemAccountFacts(DEFAULT_SEED, bank, 0)).toEqual(first);
    expect(itemAccountFacts(DEFAULT_SEED, bank, 1)).not.toEqual(first);
    for (const account of first) {
      expect(account.mask).toMatch(/^\d{4}$/);
      expect(account.balances.current).toBeGreaterThan(0);
      if (account.type === 'credit') expect(account.balances.available).toBeCloseTo(account.balances.limit! - account.balances.current, 2);
      if (account.type === 'loan') expect(account.balances).toMatchObject({ available: null, limit: null });
    }
  });
});
