import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { exampleAsks } from './example-asks';

describe('exampleAsks', () => {
  it('names last month in the summary ask', () => {
    expect(exampleAsks(Temporal.PlainDate.from('2026-11-26'))).toEqual([
      'What was my spending summary for October 2026?',
      'What was my last transaction?',
      'How much did I spend at Starbucks last month?',
    ]);
  });

  it('crosses the year in January', () => {
    expect(exampleAsks(Temporal.PlainDate.from('2027-01-03'))[0]).toBe('What was my spending summary for December 2026?');
  });
});
