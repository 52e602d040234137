import type { CategoryGroup, UserCategory, UserCategoryGroup } from '@/shared/api';
import { categoryLabel } from '@/shared/lib';
import type { SelectOptionGroup } from '@/shared/ui';

/** The person's categories as a picker offers them: their names, their own categories, and the ones they hid. */
export interface PersonCategories {
  /** `GET /db_api/categories`'s groups; empty while they load (the taxonomy's words, nothing left out). */
  groups: readonly UserCategoryGroup[];
  /** A code offered even if hidden: the category in force of the transaction being changed. */
  keep?: string | null;
}

const NO_PERSON_CATEGORIES: PersonCategories = { groups: [] };

/** Left out of pickers: hidden itself, or in a hidden group. */
const hiddenCodes = ({ groups, keep }: PersonCategories) =>
  new Set(groups.flatMap((group) => group.categories.filter((category) => (group.hidden || category.hidden) && category.code !== keep).map((category) => category.code)));

/** The detailed category of Plaid's an own category counts as (the server always says which). */
const baseOf = (category: UserCategory) => category.counts_as.detailed ?? category.code;

const ownCategories = (groups: readonly UserCategoryGroup[]) => groups.flatMap((group) => group.categories.filter((category) => category.own));

/**
 * The taxonomy as grouped choices: each primary category first as itself ("Food and drink (any)"),
 * then its detailed ones by the person's names ("Coffee"), each followed by the person's own
 * categories counted as it ("Brunch" after "Restaurant"); the ones the person hid left out.
 */
export function categoryOptionGroups(taxonomy: readonly CategoryGroup[], person: PersonCategories = NO_PERSON_CATEGORIES): SelectOptionGroup[] {
  const hidden = hiddenCodes(person);
  const names = new Map(person.groups.flatMap((group) => group.categories.map((category) => [category.code, category.name] as const)));
  const own = ownCategories(person.groups).filter((category) => !hidden.has(category.code));
  const offered = (code: string, primary: string) => (hidden.has(code) ? [] : [{ value: code, label: names.get(code) ?? categoryLabel(code, primary) }]);
  const ownCountedAs = (code: string) => own.filter((category) => baseOf(category) === code).map((category) => ({ value: category.code, label: category.name }));
  return taxonomy.map((group) => {
    // An own category whose base the taxonomy does not list under the primary still comes under it, last.
    const strays = own.filter((category) => category.counts_as.primary === group.primary && !group.detailed.includes(baseOf(category)));
    return {
      label: categoryLabel(group.primary),
      options: [
        { value: group.primary, label: `${categoryLabel(group.primary)} (any)` },
        ...group.detailed.flatMap((code) => [...offered(code, group.primary), ...ownCountedAs(code)]),
        ...strays.map((category) => ({ value: category.code, label: category.name })),
      ],
    };
  });
}

/**
 * A chosen code back to the contract's choice: a primary alone, a detailed one with its primary, or
 * one of the person's own with its base's primary; `undefined` if unknown.
 */
export function categoryChoiceOf(taxonomy: readonly CategoryGroup[], code: string, groups: readonly UserCategoryGroup[] = []): { primary: string; detailed: string | null } | undefined {
  for (const group of taxonomy) {
    if (group.primary === code) return { primary: code, detailed: null };
    if (group.detailed.includes(code)) return { primary: group.primary, detailed: code };
  }
  const own: UserCategory | undefined = ownCategories(groups).find((category) => category.code === code);
  return own ? { primary: own.counts_as.primary, detailed: own.code } : undefined;
}
