import { BUDGET_AMOUNT_DECIMALS, BUDGET_AMOUNT_MAX } from '../config/budget';
import { AMOUNT_NEGATIVE, AMOUNT_NOT_A_NUMBER, AMOUNT_TOO_LARGE, AMOUNT_TOO_PRECISE } from '../config/messages';

/** What a typed amount means: a number of dollars, nothing (the field cleared), or why it cannot be saved. */
export type AmountEntry = { amount: number | null; error?: undefined } | { amount?: undefined; error: string };

const NUMBER = /^\d+(\.\d*)?$|^\.\d+$/;

/**
 * Reads an amount as typed: "$1,250.50", "250", ".5" or "" (no amount). Anything else — letters,
 * a minus, more than two decimals, above the contract's maximum — is an error to show by the field.
 */
export function parseBudgetAmount(text: string): AmountEntry {
  const trimmed = text.trim().replace(/^\$/, '').replace(/,/g, '').trim();
  if (trimmed === '') return { amount: null };
  if (trimmed.startsWith('-') || trimmed.startsWith('−')) return NUMBER.test(trimmed.slice(1)) ? { error: AMOUNT_NEGATIVE } : { error: AMOUNT_NOT_A_NUMBER };
  if (!NUMBER.test(trimmed)) return { error: AMOUNT_NOT_A_NUMBER };
  const decimals = trimmed.split('.')[1] ?? '';
  if (decimals.length > BUDGET_AMOUNT_DECIMALS) return { error: AMOUNT_TOO_PRECISE };
  const amount = Number(trimmed);
  if (amount > BUDGET_AMOUNT_MAX) return { error: AMOUNT_TOO_LARGE };
  return { amount };
}

/** An amount as its field shows it: "250", "250.50", or "" for none. */
export const budgetAmountText = (amount: number | null): string => (amount === null ? '' : Number.isInteger(amount) ? String(amount) : amount.toFixed(2));

/** A figure (an average, last month's spending) as an amount a plan can hold: to the cent, within 0 and the maximum. */
export const asBudgetAmount = (figure: number): number => Math.min(BUDGET_AMOUNT_MAX, Math.max(0, Math.round(figure * 100) / 100));
