import { describe, expect, it } from 'vitest';
import { addMonthsTo, budgetMonth, type RolloverPolicy } from './rollover.ts';

const MONTHS = Array.from({ length: 12 }, (_, i) => addMonthsTo('2025-01', i));
const dollars = (values: number[]) => new Map(values.map((v, i) => [MONTHS[i]!, v * 100]));
/** $100 planned every month of 2025, and what was spent. */
const PLANS = dollars(Array(12).fill(100));
const SPENT = dollars([80, 130, 50, 100, 0, 200, 90, 100, 110, 60, 100, 40]);

const availableOverYear = (policy: RolloverPolicy, plans = PLANS) => MONTHS.map((m) => budgetMonth(m, policy, plans, SPENT).available_cents / 100);

describe('rollover over a year', () => {
  // Worked by hand: available = planned + carried; left = available − spent.
  it.each<[RolloverPolicy, number[]]>([
    ['off', Array(12).fill(100)],
    // February's $10 overspending is dropped: March starts from its plan.
    ['carry_left', [100, 120, 100, 150, 150, 250, 150, 160, 160, 150, 190, 190]],
    // February's $10 overspending comes out of March.
    ['carry_all', [100, 120, 90, 140, 140, 240, 140, 150, 150, 140, 180, 180]],
  ])('%s', (policy, expected) => {
    expect(availableOverYear(policy)).toEqual(expected);
  });

  it.each<[RolloverPolicy, number[]]>([
    ['off', [100, 100, 150, 100, 100, 100, 100, 100, 100, 100, 100, 100]],
    ['carry_left', [100, 120, 150, 200, 200, 300, 200, 210, 210, 200, 240, 240]],
    ['carry_all', [100, 120, 140, 190, 190, 290, 190, 200, 200, 190, 230, 230]],
  ])('%s, after March\'s plan is raised to $150 later on: every month after it carries the difference', (policy, expected) => {
    expect(availableOverYear(policy, new Map([...PLANS, ['2025-03', 15_000]]))).toEqual(expected);
  });

  it('says where a carried amount came from: the month before, with its own carried amount in its available', () => {
    const june = budgetMonth('2025-06', 'carry_all', PLANS, SPENT);
    expect(june).toMatchObject({ planned_cents: 10_000, carried_cents: 14_000, available_cents: 24_000, spent_cents: 20_000, left_cents: 4_000 });
    expect(june.carry).toEqual({ from_month: '2025-05', available_cents: 14_000, spent_cents: 0, left_cents: 14_000 });
  });

  it('keeps carrying through a month without a plan, which plans nothing', () => {
    const plans = new Map([...PLANS].filter(([m]) => m !== '2025-05'));
    const may = budgetMonth('2025-05', 'carry_left', plans, SPENT);
    expect(may).toMatchObject({ planned_cents: null, carried_cents: 5_000, available_cents: 5_000, left_cents: 5_000 });
    expect(budgetMonth('2025-06', 'carry_left', plans, SPENT).available_cents).toBe(15_000);
  });

  it('has no chain before the first planned month, nor with the policy off', () => {
    expect(budgetMonth('2024-12', 'carry_all', PLANS, new Map([['2024-12', 500]]))).toMatchObject({ planned_cents: null, carried_cents: 0, carry: null, available_cents: 0, left_cents: -500 });
    expect(budgetMonth('2025-06', 'off', PLANS, SPENT)).toMatchObject({ carried_cents: 0, carry: null, available_cents: 10_000 });
  });

  it('steps months across years', () => {
    expect([addMonthsTo('2025-12', 1), addMonthsTo('2025-01', -1), addMonthsTo('2024-02', 23)]).toEqual(['2026-01', '2024-12', '2026-01']);
  });
});
