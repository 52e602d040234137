import { signal } from '@preact/signals-react';
import { categoryLabel as labelOf, lineLabel as lineLabelOf, transactionCategoryLabel as transactionLabelOf, type CategoryNames } from '@contract/category-label';

/**
 * The names the signed-in user gave categories, by code (set from `GET /db_api/categories` by the
 * category entity). Every label below reads it, so a component naming a category re-renders when
 * a name changes; empty (the taxonomy's words) until the user's categories load.
 */
export const categoryNames = signal<CategoryNames>(new Map());

/** A category code by the user's name, else in the taxonomy's words (`FOOD_AND_DRINK_COFFEE` under `FOOD_AND_DRINK` → "Coffee"). */
export const categoryLabel = (code: string | null | undefined, primary?: string | null): string => labelOf(code, primary, categoryNames.value);

/** A budget line or group by the user's name, else in words ("Groceries", "Debt payments"). */
export const lineLabel = (code: string | null | undefined): string => lineLabelOf(code, categoryNames.value);

/** A transaction's category in force as its row shows it. */
export const transactionCategoryLabel = (transaction: { category_primary: string | null; category_detailed: string | null }): string => transactionLabelOf(transaction, categoryNames.value);
