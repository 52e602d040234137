import { changeBetween, pointsBetween } from '@/entities/dashboard';
import { lessThan, moreThan, nothingIn, pointsVersus, sameAs } from '../config/copy';

export type ChangeTone = 'good' | 'bad' | 'neutral';

export interface ChangeText {
  text: string;
  tone: ChangeTone;
}

/** A change's size as a percentage ("18.3%"): the cards and the pace chart's summary write it alike. */
export const percentText = (ratio: number) => new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 1 }).format(Math.abs(ratio));

/**
 * A figure's move against the compared period, in words, and whether it is good news: spending
 * going up is bad, income and net going up are good.
 */
export function describeChange(current: number, compared: number, comparedLabel: string, upIs: 'good' | 'bad'): ChangeText {
  const change = changeBetween(current, compared);
  if (change.direction === 'same') return { text: sameAs(comparedLabel), tone: 'neutral' };
  if (change.ratio === null) return { text: nothingIn(comparedLabel), tone: 'neutral' };
  const good = (change.direction === 'up') === (upIs === 'good');
  return { text: (change.direction === 'up' ? moreThan : lessThan)(percentText(change.ratio), comparedLabel), tone: good ? 'good' : 'bad' };
}

/** The savings rate's move, in percentage points. */
export function describeRateChange(current: number | null, compared: number | null, comparedLabel: string): ChangeText {
  const points = pointsBetween(current, compared);
  if (points === null) return { text: nothingIn(comparedLabel), tone: 'neutral' };
  if (points === 0) return { text: sameAs(comparedLabel), tone: 'neutral' };
  const signed = `${points > 0 ? '+' : '−'}${Math.abs(points).toFixed(1)}`;
  return { text: pointsVersus(signed, comparedLabel), tone: points > 0 ? 'good' : 'bad' };
}
