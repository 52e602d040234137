import { describe, expect, it } from 'vitest';
import { planAfterUpdate } from './plan-after-update';

describe('planAfterUpdate', () => {
  it('announces added accounts and refreshes at 1 s and 2 s, without a reload', () => {
    expect(planAfterUpdate({ added: [{ name: 'Platypus Savings' }], removed: [] })).toEqual({
      announcements: [{ type: 'success', text: 'Platypus Savings has been added! Loading your transactions...' }],
      refreshAfterMs: [1000, 2000],
      reloadAfterMs: null,
    });
  });

  it('announces removed accounts and reloads the page after 3 s', () => {
    expect(planAfterUpdate({ added: [{ name: 'New Card' }], removed: [{ name: 'Old Checking' }, { name: 'Old Card' }] })).toEqual({
      announcements: [
        { type: 'success', text: 'New Card has been added! Loading your transactions...' },
        { type: 'info', text: 'Old Checking has been removed!' },
        { type: 'info', text: 'Old Card has been removed!' },
      ],
      refreshAfterMs: [1000, 2000],
      reloadAfterMs: 3000,
    });
  });

  it('still refreshes when nothing changed (a re-authentication)', () => {
    expect(planAfterUpdate({ added: [], removed: [] })).toEqual({ announcements: [], refreshAfterMs: [1000, 2000], reloadAfterMs: null });
  });
});
