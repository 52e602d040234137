import { describe, expect, it } from 'vitest';
import { firstLoadReducer, initialStatuses, progressOf, type FirstLoadStage } from './first-load';

const stages: FirstLoadStage[] = [
  { id: 'bank', label: 'Bank connected' },
  { id: 'accounts', label: 'Accounts', load: async () => undefined },
  { id: 'transactions', label: 'Transactions', load: async () => undefined },
  { id: 'spending', label: 'Spending', load: async () => undefined },
];

describe('first load progress', () => {
  it('starts with what is already done', () => {
    expect(initialStatuses(stages)).toEqual(['done', 'pending', 'pending', 'pending']);
    expect(progressOf(initialStatuses(stages))).toMatchObject({ percent: 25, finished: false });
  });

  it('moves on with every settled stage, failed ones included', () => {
    let statuses = initialStatuses(stages);
    statuses = firstLoadReducer(statuses, { type: 'started', index: 1 });
    expect(progressOf(statuses)).toMatchObject({ statuses: ['done', 'active', 'pending', 'pending'], percent: 25 });
    statuses = firstLoadReducer(statuses, { type: 'settled', index: 1, ok: true });
    statuses = firstLoadReducer(statuses, { type: 'started', index: 2 });
    statuses = firstLoadReducer(statuses, { type: 'settled', index: 2, ok: false });
    expect(progressOf(statuses)).toMatchObject({ statuses: ['done', 'done', 'skipped', 'pending'], percent: 75, finished: false });
    statuses = firstLoadReducer(statuses, { type: 'settled', index: 3, ok: true });
    expect(progressOf(statuses)).toMatchObject({ percent: 100, finished: true });
  });
});
