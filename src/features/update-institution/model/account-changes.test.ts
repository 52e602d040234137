import { describe, expect, it } from 'vitest';
import { accountChangesBetween, mergeAccountChanges } from './account-changes';

const named = (...names: string[]) => names.map((name) => ({ name, account_name: `Official ${name}` }));

describe('accountChangesBetween', () => {
  it('finds added and removed accounts by name', () => {
    expect(accountChangesBetween(named('Checking', 'Card'), named('Checking', 'Savings'))).toEqual({
      added: [{ name: 'Savings' }],
      removed: [{ name: 'Card' }],
    });
  });

  it('counts accounts that share a name', () => {
    expect(accountChangesBetween(named('Card'), named('Card', 'Card'))).toEqual({ added: [{ name: 'Card' }], removed: [] });
    expect(accountChangesBetween(named('Card', 'Card'), named('Card'))).toEqual({ added: [], removed: [{ name: 'Card' }] });
  });

  it('finds nothing when nothing changed (a re-authentication)', () => {
    expect(accountChangesBetween(named('Checking'), named('Checking'))).toEqual({ added: [], removed: [] });
  });
});

describe('mergeAccountChanges', () => {
  it('keeps the server\'s answer and adds what only the lists show, once', () => {
    expect(
      mergeAccountChanges(
        { added: [{ name: 'Savings' }], removed: [] },
        { added: [{ name: 'Savings' }, { name: 'Mortgage' }], removed: [{ name: 'Card' }] },
      ),
    ).toEqual({ added: [{ name: 'Savings' }, { name: 'Mortgage' }], removed: [{ name: 'Card' }] });
  });

  it('uses the lists when the server saw no change (a webhook sync got there first)', () => {
    expect(mergeAccountChanges({ added: [], removed: [] }, { added: [], removed: [{ name: 'Card' }] })).toEqual({ added: [], removed: [{ name: 'Card' }] });
  });
});
