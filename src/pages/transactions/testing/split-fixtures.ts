import { BOOKS, COFFEE, GROCERIES } from '@/entities/category/testing';
import { SAMPLE_TRANSACTIONS } from '@/entities/transaction/testing';
import type { Transaction, UserCategory } from '@/shared/api';

/** A part of a sample split: its amount, one of the person's categories (none for the bank's remainder) and its note. */
export interface SamplePart {
  amount: number;
  category?: UserCategory;
  note?: string | null;
}

/**
 * A transaction's rows as the list gives them once split: one per part, each with the part's amount
 * and category (the person's choice), the whole amount in `split`; a part without a category is the
 * bank's remainder, under the transaction's own category and back to review.
 */
export function splitRows(whole: Transaction, parts: readonly SamplePart[]): Transaction[] {
  return parts.map((part, index) => {
    const remainder = part.category === undefined;
    const category = part.category
      ? { category_primary: part.category.counts_as.primary, category_detailed: part.category.code, category_source: 'user' as const }
      : { category_primary: whole.category_primary, category_detailed: whole.category_detailed, category_source: whole.category_source };
    return {
      ...whole,
      ...category,
      amount: Math.abs(part.amount),
      direction: part.amount < 0 ? (whole.direction === 'outflow' ? 'inflow' : 'outflow') : whole.direction,
      reviewed: remainder ? false : whole.reviewed,
      split: { part: index + 1, parts: parts.length, whole_amount: whole.amount, note: part.note ?? null, remainder },
    };
  });
}

/** The sample's Corner Mart shop ($86.40, groceries by the person's choice), whole. */
export const CORNER_MART = SAMPLE_TRANSACTIONS.find((t) => t.transaction_id === 'tx-groceries')!;

/** The same shop split in three: the groceries, a magazine, coffee beans. */
export const CORNER_MART_PARTS: readonly SamplePart[] = [
  { amount: 60, category: GROCERIES },
  { amount: 14.4, category: BOOKS, note: 'Birthday card and a magazine' },
  { amount: 12, category: COFFEE, note: 'Beans for the office' },
];
export const CORNER_MART_SPLIT = splitRows(CORNER_MART, CORNER_MART_PARTS);

/** The bank later posted it at $90.40: the $4.00 more is a fourth part of its own, to review. */
export const CORNER_MART_RAISED = splitRows({ ...CORNER_MART, amount: 90.4 }, [...CORNER_MART_PARTS, { amount: 4 }]);
