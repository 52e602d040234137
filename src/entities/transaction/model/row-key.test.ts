import { describe, expect, it } from 'vitest';
import { transactionRowKey } from './row-key';

describe('transactionRowKey', () => {
  it('tells the parts of a split transaction apart, and keys a whole one as part 0', () => {
    const split = { part: 2, parts: 3, whole_amount: 40.76, note: null, remainder: false };
    expect(transactionRowKey({ transaction_id: 'tx-1', split })).toBe('tx-1:2');
    expect(transactionRowKey({ transaction_id: 'tx-1', split: null })).toBe('tx-1:0');
    expect(transactionRowKey({ transaction_id: 'tx-1' })).toBe('tx-1:0');
  });
});
