import { describe, expect, it } from 'vitest';
import { DEFAULT_SEED, HEAVY_INSTITUTION_NAME, buildInstitutions, itemAccountFacts } from './banks.ts';
import { dayOf } from './calendar.ts';
import { finalAmount, ItemHistory } from './history.ts';

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

  it('has a heavy bank, reached by id only: about 100,000 transactions over five years across six accounts', () => {
    const heavy = institutions.find((i) => i.name === HEAVY_INSTITUTION_NAME)!;
    expect(heavy).toMatchObject({ historyMonths: 60, listedInLink: false });
    expect(institutions.filter((i) => i !== heavy).every((i) => i.listedInLink && i.historyMonths === 24 && i.spendScale === null)).toBe(true);
    const createdDay = dayOf(Date.parse('2026-03-02T12:00:00Z'));
    const history = new ItemHistory({ seed: DEFAULT_SEED, institution: heavy, itemIndex: 2, createdDay, added: [] });
    expect(history.startDay).toBe(dayOf(Date.parse('2021-03-01T00:00:00Z')));
    const perAccount = new Map<string, number>();
    for (let day = history.startDay; day <= createdDay; day++) {
      for (const spec of history.specsOn(day)) if (finalAmount(spec) !== null) perAccount.set(spec.account, (perAccount.get(spec.account) ?? 0) + 1);
    }
    expect([...perAccount.keys()].sort()).toEqual(heavy.accounts.map((a) => a.key).sort());
    const total = [...perAccount.values()].reduce((sum, n) => sum + n, 0);
    expect(total).toBeGreaterThan(90_000);
    expect(total).toBeLessThan(110_000);
  });
});
