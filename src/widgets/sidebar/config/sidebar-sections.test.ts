import { describe, expect, it } from 'vitest';
import { phoneBarEntries, sidebarSections } from './sidebar-sections';

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

describe('phoneBarEntries', () => {
  const barLabels = (hasLinkedBank: boolean, isSubscribed: boolean) => phoneBarEntries(hasLinkedBank, isSubscribed).map((entry) => entry.label);
  const sidebarHrefs = (hasLinkedBank: boolean) => new Set(sidebarSections(hasLinkedBank).flat().map((entry) => entry.href));

  it("holds four of the sidebar's own pages with a bank, its two without", () => {
    expect(barLabels(true, true)).toEqual(['Dashboard', 'Transactions', 'Budget Tracker', 'Accounts']);
    expect(barLabels(false, true)).toEqual(['Get Started', 'Settings']);
    for (const hasLinkedBank of [true, false]) for (const e of phoneBarEntries(hasLinkedBank, true)) expect(sidebarHrefs(hasLinkedBank).has(e.href)).toBe(true);
  });

  it('offers a lapsed subscriber only Settings', () => {
    expect(barLabels(true, false)).toEqual(['Settings']);
    expect(barLabels(false, false)).toEqual(['Settings']);
  });
});
