import { describe, expect, it } from 'vitest';
import { describeFigureChange, formatAxisFigure, formatFigure, labelKind, labelText, shortLabelText } from './figures';

describe('labelText', () => {
  it('reads months, dates and category codes as people do, and keeps names', () => {
    expect(labelText('2026-10')).toBe('October 2026');
    expect(labelText('2026-11-27')).toBe('Nov 27, 2026');
    expect(labelText('FOOD_AND_DRINK')).toBe('Food and drink');
    expect(labelText('Platypus Rewards Visa ••1188')).toBe('Platypus Rewards Visa ••1188');
    expect(shortLabelText('2026-01')).toBe('Jan');
    expect(shortLabelText('2026-12-01')).toBe('Dec 1');
    expect(['2026-10', '2026-11-27', 'FOOD_AND_DRINK', 'Cash Back Mastercard ••5530', undefined].map(labelKind)).toEqual(['month', 'day', 'category', 'name', 'name']);
  });
});

describe('formatFigure', () => {
  it('writes each unit', () => {
    expect(formatFigure(8962.69, 'currency')).toBe('$8,962.69');
    expect(formatFigure(-62.04, 'currency')).toBe('-$62.04');
    expect(formatFigure(34.4, 'percent')).toBe('34.4%');
    expect(formatFigure(2, 'count')).toBe('2');
    expect(formatAxisFigure(24980.12, 'currency')).toBe('$25K');
    expect(formatAxisFigure(62.4, 'percent')).toBe('62%');
  });
});

describe('describeFigureChange', () => {
  it('gives the direction, the size in the unit, and words for a screen reader', () => {
    expect(describeFigureChange(1461.84, 'currency')).toEqual({ direction: 'up', text: '+$1,461.84', spoken: 'up $1,461.84' });
    expect(describeFigureChange(-1.5, 'percent')).toEqual({ direction: 'down', text: '−1.5 pts', spoken: 'down 1.5 pts' });
    expect(describeFigureChange(1, 'count')).toMatchObject({ direction: 'up', text: '+1' });
    expect(describeFigureChange(0, 'currency').direction).toBe('none');
  });
});
