import { describe, expect, it } from 'vitest';
import { describeChange, describeRateChange } from './describe-change';

describe('describeChange', () => {
  it('calls more spending bad news and less good news', () => {
    expect(describeChange(1100, 1000, 'September 2026', 'bad')).toEqual({ text: '10% more than September 2026', tone: 'bad' });
    expect(describeChange(900, 1000, 'September 2026', 'bad')).toEqual({ text: '10% less than September 2026', tone: 'good' });
  });
  it('calls more income good news', () => {
    expect(describeChange(1100, 1000, 'September 2026', 'good').tone).toBe('good');
  });
  it('says when there is nothing to compare with, or no change', () => {
    expect(describeChange(50, 0, 'September 2026', 'bad')).toEqual({ text: 'None in September 2026', tone: 'neutral' });
    expect(describeChange(50, 50, 'September 2026', 'bad')).toEqual({ text: 'Same as September 2026', tone: 'neutral' });
  });
});

describe('describeRateChange', () => {
  it('gives the savings rate’s move in points', () => {
    expect(describeRateChange(0.4384, 0.4967, 'September 2026')).toEqual({ text: '−5.8 pts vs September 2026', tone: 'bad' });
    expect(describeRateChange(0.3, 0.25, 'September 2026')).toEqual({ text: '+5.0 pts vs September 2026', tone: 'good' });
  });
  it('has nothing to say without income in either period', () => {
    expect(describeRateChange(null, 0.25, 'September 2026').tone).toBe('neutral');
  });
});
