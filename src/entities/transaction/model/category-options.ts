import type { CategoryGroup } from '@/shared/api';
import { categoryLabel } from '@/shared/lib';
import type { SelectOptionGroup } from '@/shared/ui';

/**
 * The taxonomy as grouped choices: each primary category first as itself ("Food and drink (any)"),
 * then its detailed ones under their own words ("Coffee").
 */
export function categoryOptionGroups(taxonomy: readonly CategoryGroup[]): SelectOptionGroup[] {
  return taxonomy.map((group) => ({
    label: categoryLabel(group.primary),
    options: [{ value: group.primary, label: `${categoryLabel(group.primary)} (any)` }, ...group.detailed.map((code) => ({ value: code, label: categoryLabel(code, group.primary) }))],
  }));
}

/** A chosen code back to the contract's choice: a primary alone, or a detailed one with its primary; `undefined` if unknown. */
export function categoryChoiceOf(taxonomy: readonly CategoryGroup[], code: string): { primary: string; detailed: string | null } | undefined {
  for (const group of taxonomy) {
    if (group.primary === code) return { primary: code, detailed: null };
    if (group.detailed.includes(code)) return { primary: group.primary, detailed: code };
  }
  return undefined;
}
