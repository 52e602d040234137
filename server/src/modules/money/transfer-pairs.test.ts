import { describe, expect, it } from 'vitest';
import { matchTransferPairs, type TransferPairCandidate } from './transfer-pairs.ts';

const row = (id: string, accountId: string, amountCents: number, date: string): TransferPairCandidate => ({ id, accountId, amountCents, date });
const pairs = (rows: TransferPairCandidate[]) => Object.fromEntries(matchTransferPairs(rows));

describe('matchTransferPairs', () => {
  it('pairs equal opposite amounts in two accounts up to 3 days apart, both ways', () => {
    expect(pairs([row('out', 'checking', 12_345, '2024-02-28'), row('in', 'savings', -12_345, '2024-03-02')])).toEqual({ out: 'in', in: 'out' });
  });

  it('does not pair them 4 days apart', () => {
    expect(pairs([row('out', 'checking', 12_345, '2024-02-28'), row('in', 'savings', -12_345, '2024-03-03')])).toEqual({});
  });

  it('does not pair within one account, nor amounts that differ by a cent, nor two outflows', () => {
    expect(pairs([row('a', 'checking', 500, '2024-01-01'), row('b', 'checking', -500, '2024-01-01')])).toEqual({});
    expect(pairs([row('a', 'checking', 500, '2024-01-01'), row('b', 'savings', -501, '2024-01-01')])).toEqual({});
    expect(pairs([row('a', 'checking', 500, '2024-01-01'), row('b', 'savings', 500, '2024-01-01')])).toEqual({});
  });

  it('uses each row once, closest dates first, whatever order the rows come in', () => {
    const rows = [
      row('out-1', 'checking', 10_000, '2024-01-01'),
      row('out-2', 'checking', 10_000, '2024-01-03'),
      row('in-1', 'savings', -10_000, '2024-01-03'),
      row('in-2', 'savings', -10_000, '2024-01-04'),
      row('in-3', 'brokerage', -10_000, '2024-01-04'),
    ];
    const expected = { 'out-2': 'in-1', 'in-1': 'out-2', 'out-1': 'in-2', 'in-2': 'out-1' };
    expect(pairs(rows)).toEqual(expected);
    expect(pairs([...rows].reverse())).toEqual(expected);
  });
});
