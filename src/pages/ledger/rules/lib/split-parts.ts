import type { RuleCategory, RuleSplitPart } from '@/entities/rule';
import { formatMoney } from '@/shared/lib';
import { CATEGORY_UNKNOWN, FIXED_NEEDS_REST, nothingLeft, ONE_REST, PART_AMOUNT_INVALID, PART_CATEGORY_NEEDED, PART_PERCENT_INVALID, partAmountTooLarge, percentsNot100 } from '../config/copy';
import { SPLIT_AMOUNT_MAX } from '../config/rule-limits';
import { dollarsText, parseDollars } from './dollars';

/** How a part is sized: a fixed amount, a percent of the row, or what the others leave. */
export type SplitSize = 'amount' | 'percent' | 'rest';

/** One part of the split action as typed. */
export interface SplitPartForm {
  /** Stays with the part while others are added and removed (its React key). */
  key: number;
  /** A category code, as the category action's; `''` while none is chosen. */
  category: string;
  size: SplitSize;
  /** Dollars or a percent as typed; not read for the rest. */
  value: string;
}

/** A part's field, by its place from 0, as its input is named and as problems are said beside it. */
export type SplitPartField = `split.${number}.${'category' | 'size' | 'value'}`;
export const splitPartField = (index: number, field: 'category' | 'size' | 'value'): SplitPartField => `split.${index}.${field}`;
/** The split as a whole (`split`), or one of its parts' fields. */
export type SplitProblems = Partial<Record<'split' | SplitPartField, string>>;

/** A split as first shown: a percent, and the rest. */
export const NEW_SPLIT_PARTS: readonly SplitPartForm[] = [
  { key: 1, category: '', size: 'percent', value: '' },
  { key: 2, category: '', size: 'rest', value: '' },
];

const codeOf = (choice: RuleCategory) => choice.detailed ?? choice.primary;

/** A saved split in the form, to edit. */
export function splitPartsOfRule(split: readonly RuleSplitPart[]): SplitPartForm[] {
  return split.map((part, index) => ({
    key: index + 1,
    category: codeOf(part.category),
    ...(part.amount !== undefined ? { size: 'amount' as const, value: dollarsText(part.amount) } : part.percent !== undefined ? { size: 'percent' as const, value: String(part.percent) } : { size: 'rest' as const, value: '' }),
  }));
}

/** The parts with one more last: a percent, none chosen. */
export const withPartAdded = (parts: readonly SplitPartForm[]): SplitPartForm[] => [...parts, { key: Math.max(0, ...parts.map((p) => p.key)) + 1, category: '', size: 'percent', value: '' }];

/** "12.5", "12.5 %" as a percent above 0 and below 100, to two decimals; `undefined` for anything else. */
export function parsePercent(text: string): number | undefined {
  const cleaned = text.replace(/[\s%]/g, '');
  if (!/^(\d{1,2}(\.\d{1,2})?|\.\d{1,2})$/.test(cleaned)) return undefined;
  const percent = Number(cleaned);
  return percent > 0 ? percent : undefined;
}

/** Whole hundredths of a percent, so shares add up exactly as the server adds them. */
const basisPoints = (percent: number) => Math.round(percent * 100);
const percentText = (points: number) => `${points / 100}%`;

/**
 * The parts as the contract's split, or why the server would refuse them: each part a category
 * (by `categoryOf`, as the category action's) and its size; at most one part takes the rest, and
 * without one every part is a percent and they add up to 100 (with one, they leave it something).
 */
export function splitOfParts(parts: readonly SplitPartForm[], categoryOf: (code: string) => RuleCategory | undefined): { split: RuleSplitPart[]; problems?: undefined } | { split?: undefined; problems: SplitProblems } {
  const problems: SplitProblems = {};
  const split = parts.map((part, index): RuleSplitPart => {
    const category = part.category ? categoryOf(part.category) : undefined;
    if (!category) problems[splitPartField(index, 'category')] = part.category ? CATEGORY_UNKNOWN : PART_CATEGORY_NEEDED;
    const chosen = category ?? { primary: '', detailed: null };
    if (part.size === 'rest') return { category: chosen };
    if (part.size === 'percent') {
      const percent = parsePercent(part.value);
      if (percent === undefined) problems[splitPartField(index, 'value')] = PART_PERCENT_INVALID;
      return { category: chosen, percent: percent ?? 0 };
    }
    const amount = parseDollars(part.value);
    if (amount === undefined || amount === 0) problems[splitPartField(index, 'value')] = PART_AMOUNT_INVALID;
    else if (amount > SPLIT_AMOUNT_MAX) problems[splitPartField(index, 'value')] = partAmountTooLarge(formatMoney(SPLIT_AMOUNT_MAX));
    return { category: chosen, amount: amount ?? 0 };
  });
  const rests = parts.filter((part) => part.size === 'rest').length;
  const points = split.reduce((sum, part) => sum + basisPoints(part.percent ?? 0), 0);
  const percentsRead = parts.every((part, index) => part.size !== 'percent' || problems[splitPartField(index, 'value')] === undefined);
  if (rests > 1) problems.split = ONE_REST;
  else if (rests === 0 && parts.some((part) => part.size === 'amount')) problems.split = FIXED_NEEDS_REST;
  else if (rests === 0 && percentsRead && points !== 10_000) problems.split = percentsNot100(percentText(points));
  else if (rests === 1 && percentsRead && points >= 10_000) problems.split = nothingLeft(percentText(points));
  return Object.keys(problems).length > 0 ? { problems } : { split };
}
