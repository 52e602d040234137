import type { RuleActions, RuleCategory } from '@/entities/rule';
import { categoryNamesOf } from '@/entities/category';
import { categoryChoiceOf, categoryOptionGroups } from '@/entities/transaction';
import type { CategoryGroup, UserCategoryGroup } from '@/shared/api';
import { categoryLabel, lineLabel } from '@/shared/lib';
import type { SelectOption, SelectOptionGroup } from '@/shared/ui';
import { ANY_BANK_CATEGORY, KEEP_CATEGORY } from '../config/copy';

/** What the category select offers and how a chosen code goes back to the contract. */
export interface CategorySource {
  /** The person's groups (`GET /db_api/categories`); `undefined` while they load or if they failed. */
  groups: readonly UserCategoryGroup[] | undefined;
  /** Plaid's taxonomy: the choices when the person's groups cannot be read. */
  taxonomy: readonly CategoryGroup[] | undefined;
  /** The rule's category when the dialog opened (or a split's part's): offered even if hidden, or a primary alone. */
  current?: RuleCategory;
}

const codeOf = (choice: RuleCategory) => choice.detailed ?? choice.primary;

/** The rule's own choice of a code as saved (its category action's, or one of its split's parts'), if it made one. */
export function savedCategoryOf(actions: RuleActions | undefined, code: string): RuleCategory | undefined {
  const saved = [actions?.category, ...(actions?.split ?? []).map((part) => part.category)];
  return saved.find((choice) => choice !== undefined && codeOf(choice) === code);
}

/**
 * The category choices: "Leave the category" (or `none`, a split's part's "Choose a category"), then
 * the person's groups by their names, each with its categories by their names (Plaid's and their
 * own), leaving out what they hid; without their groups, the taxonomy. The rule's own category
 * stays offered, first, if it would not be.
 */
export function categoryChoices({ groups, taxonomy, current }: CategorySource, none: string = KEEP_CATEGORY): (SelectOption | SelectOptionGroup)[] {
  const kept = current && codeOf(current);
  const grouped: SelectOptionGroup[] = groups?.length
    ? groups
        .map((group) => ({
          label: group.name,
          options: group.categories.filter((category) => !(group.hidden || category.hidden) || category.code === kept).map((category) => ({ value: category.code, label: category.name })),
        }))
        .filter((group) => group.options.length > 0)
    : taxonomy
      ? categoryOptionGroups(taxonomy)
      : [];
  const offered = grouped.some((group) => group.options.some((option) => option.value === kept));
  const keptOption = current && kept && !offered ? [{ value: kept, label: categoryLabel(kept, current.primary) }] : [];
  return [{ value: '', label: none }, ...keptOption, ...grouped];
}

/**
 * A chosen code as the contract's choice: one of the person's categories under the primary it
 * counts as (their own by its own code), else the taxonomy's, else the rule's own as it was.
 */
export function categoryChoiceOfCode({ groups, taxonomy, current }: CategorySource, code: string): RuleCategory | undefined {
  const category = groups?.flatMap((group) => group.categories).find((c) => c.code === code);
  if (category) return { primary: category.counts_as.primary, detailed: category.code === category.counts_as.primary ? null : category.code };
  const fromTaxonomy = taxonomy && categoryChoiceOf(taxonomy, code);
  if (fromTaxonomy) return fromTaxonomy;
  return current && codeOf(current) === code ? current : undefined;
}

/**
 * The bank's-category condition's choices: "Any", then the taxonomy as the category picker offers
 * it without the person's groups (each primary as itself, "Food and drink (any)", then its detailed
 * ones), named by the person's names, hidden ones too (a merged category of the bank's is hidden);
 * the rule's own code stays offered, first, if the taxonomy does not list it (or is not read yet).
 */
export function bankCategoryChoices({ groups, taxonomy }: Pick<CategorySource, 'groups' | 'taxonomy'>, current: string): (SelectOption | SelectOptionGroup)[] {
  const names = categoryNamesOf(groups ?? []);
  const grouped = categoryOptionGroups(taxonomy ?? []).map((group) => ({ ...group, options: group.options.map((option) => ({ ...option, label: names.get(option.value) ?? option.label })) }));
  const offered = grouped.some((group) => group.options.some((option) => option.value === current));
  const keptOption = current && !offered ? [{ value: current, label: names.get(current) ?? lineLabel(current) }] : [];
  return [{ value: '', label: ANY_BANK_CATEGORY }, ...keptOption, ...grouped];
}
