import { describe, expect, it } from 'vitest';
import { sidebarSections } from './sidebar-sections';

const labels = (hasLinkedBank: boolean) => sidebarSections(hasLinkedBank).map((section) => section.map((entry) => entry.label));

describe('sidebarSections', () => {
  it('with a linked bank: the money pages, a divider, the analysis pages, a divider, Settings', () => {
    expect(labels(true)).toEqual([
      ['Accounts', 'Budget Overview', 'Budget Planner', 'Budget Tracker'],
      ['Dashboard', 'Transactions', 'Merchant Insights'],
      ['Settings'],
    ]);
  });

  it('without one: Get Started and Settings only', () => {
    expect(labels(false)).toEqual([['Get Started', 'Settings']]);
  });
});
