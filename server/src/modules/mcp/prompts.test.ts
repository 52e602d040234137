import { describe, expect, it } from 'vitest';
import { monthInReview } from './prompts.ts';

const text = (prompt: ReturnType<typeof monthInReview>) => prompt.messages[0]!.content.text;

describe('the month in review prompt', () => {
  it('reviews the month asked for, against the month before, with its exact dates', () => {
    const prompt = text(monthInReview('2024-02', '2026-11-28'));
    expect(prompt).toContain('Review my month 2024-02 (2024-02-01 to 2024-02-29)');
    expect(prompt).toContain('budget_status for 2024-02');
    expect(prompt).toContain('compare_periods with 2024-01 as the first side and 2024-02 as the second');
  });

  it('reviews the last whole month when none (or no valid one) is given, across a new year too', () => {
    expect(text(monthInReview(undefined, '2026-01-15'))).toContain('Review my month 2025-12 (2025-12-01 to 2025-12-31)');
    expect(text(monthInReview('2026-13', '2026-11-28'))).toContain('Review my month 2026-10 (2026-10-01 to 2026-10-31)');
  });
});
