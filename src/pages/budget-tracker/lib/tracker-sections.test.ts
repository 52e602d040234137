import { describe, expect, it } from 'vitest';
import { ON_TRACK_TRACKER, SAMPLE_OWN_LINE } from '@/entities/budget/testing';
import { trackerSections } from './tracker-sections';

describe('the sections of the tracker', () => {
  it("are the person's category groups in their order, each with its budgeted lines", () => {
    const sections = trackerSections(ON_TRACK_TRACKER);
    expect(sections.map((section) => section.name)).toEqual(['Housing', 'Food', 'Transport', 'Entertainment', 'Savings']);
    expect(sections.find((section) => section.name === 'Food')).toMatchObject({
      icon: '🍽️',
      totals: { available: 550, spent: 374.75 },
      rows: [expect.objectContaining({ category: 'FOOD_AND_DRINK_GROCERIES' }), expect.objectContaining({ category: 'FOOD_AND_DRINK_RESTAURANT' }), expect.objectContaining({ category: SAMPLE_OWN_LINE })],
    });
    expect(sections.flatMap((section) => section.rows)).toEqual(ON_TRACK_TRACKER.rows);
  });

  it('put lines in no group last, under "Other categories", added up in cents', () => {
    const ungrouped = new Set(['TRANSPORTATION_GAS', 'FOOD_AND_DRINK_RESTAURANT']);
    const tracker = { ...ON_TRACK_TRACKER, rows: ON_TRACK_TRACKER.rows.map((row) => (ungrouped.has(row.category) ? { ...row, category_group_id: null } : row)) };
    expect(trackerSections(tracker).at(-1)).toMatchObject({
      name: 'Other categories',
      icon: null,
      totals: { available: 430, spent: 210.5 },
      rows: [expect.objectContaining({ category: 'FOOD_AND_DRINK_RESTAURANT' }), expect.objectContaining({ category: 'TRANSPORTATION_GAS' })],
    });
  });
});
