import { describe, expect, it } from 'vitest';
import { SAMPLE_BUDGET, SAMPLE_OWN_LINE } from '@/entities/budget/testing';
import { planSections } from './plan-sections';

describe('the sections of the plan', () => {
  it("are the person's category groups in their order, each with its lines", () => {
    const sections = planSections(SAMPLE_BUDGET);
    expect(sections.map((section) => section.name)).toEqual(SAMPLE_BUDGET.category_groups.map((group) => group.name));
    const food = sections.find((section) => section.name === 'Food')!;
    expect(food).toMatchObject({ icon: '🍽️', totals: { planned: 600, available: 600 } });
    expect(food.rows.map((row) => row.category)).toEqual(['FOOD_AND_DRINK_COFFEE', 'FOOD_AND_DRINK_FAST_FOOD', 'FOOD_AND_DRINK_GROCERIES', 'FOOD_AND_DRINK_RESTAURANT', SAMPLE_OWN_LINE]);
    expect(sections.flatMap((section) => section.rows)).toEqual(SAMPLE_BUDGET.categories);
  });

  it('put lines in no group last, under "Other categories", added up in cents', () => {
    const ungrouped = new Set(['TRANSPORTATION_GAS', 'FOOD_AND_DRINK_COFFEE']);
    const budget = { ...SAMPLE_BUDGET, categories: SAMPLE_BUDGET.categories.map((row) => (ungrouped.has(row.category) ? { ...row, category_group_id: null } : row)) };
    const sections = planSections(budget);
    expect(sections).toHaveLength(SAMPLE_BUDGET.category_groups.length + 1);
    expect(sections.at(-1)).toMatchObject({
      name: 'Other categories',
      icon: null,
      totals: { planned: 400, available: 380, last_month_actual: 507.62, average_3_months: 453.65 },
      rows: [expect.objectContaining({ category: 'FOOD_AND_DRINK_COFFEE' }), expect.objectContaining({ category: 'TRANSPORTATION_GAS' })],
    });
  });
});
