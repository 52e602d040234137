import { describe, expect, it } from 'vitest';
import { ungroundedFigures } from './grounding.ts';

const RESULTS = [{ period: { start_date: '2026-10-01', end_date: '2026-10-31' }, spent: '$1,234.56', count: 12, groups: [{ name: 'Coffee', spent: '$45.00', count: 3 }] }];

describe('the grounding check', () => {
  it.each([
    ['You spent **$1,234.56** in October 2026 (2026-10-01 to 2026-10-31).', []],
    ['You spent [$1,234.56](/transactions?start_date=2026-10-01&min_amount=99.99) across 12 transactions.', []],
    ['Coffee: $45 over 3 purchases.', []],
    ['Coffee took 45.00 of it.', []],
    ['You spent $1,234.57 in October.', ['$1,234.57']],
    ['You spent $98,765.43 across 13 transactions.', ['$98,765.43', '13 transactions']],
    ['That is 8.5% of your income, in 2026.', []],
  ])('%s', (answer, unmatched) => {
    expect(ungroundedFigures(answer, RESULTS)).toEqual(unmatched);
  });
});
