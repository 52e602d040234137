import { describe, expect, it } from 'vitest';
import { SAMPLE_BALANCES } from '@/entities/account/testing';
import { SAMPLE_INSTITUTIONS } from '@/entities/institution/testing';
import { accountOptions } from './account-options';

const [checking, , visa] = SAMPLE_BALANCES;

describe('accountOptions', () => {
  it('groups the accounts under their bank, each named without the bank in front, with its mask', () => {
    const accounts = [
      { ...checking!, account_name: 'First Platypus Bank Everyday Checking' },
      { ...visa!, account_name: 'Rewards Visa' },
      { ...SAMPLE_BALANCES[4]!, account_name: 'TARTAN CREDIT UNION Share Checking' },
    ];
    expect(accountOptions(accounts, SAMPLE_INSTITUTIONS)).toEqual([
      {
        label: 'First Platypus Bank',
        options: [
          { value: 'acc-checking', label: 'Everyday Checking ··0001' },
          { value: 'acc-visa', label: 'Rewards Visa ··0003' },
        ],
      },
      { label: 'Tartan Credit Union', options: [{ value: 'acc-share', label: 'Share Checking ··1001' }] },
    ]);
  });

  it('lists an account of a bank no longer active last, by its whole name', () => {
    const orphan = { ...checking!, account_id: 'acc-old', item_external_id: 'item-gone', account_name: 'Old Bank Checking', mask: null };
    expect(accountOptions([orphan], SAMPLE_INSTITUTIONS)).toEqual([{ value: 'acc-old', label: 'Old Bank Checking' }]);
  });
});
