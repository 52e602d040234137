import { ApiError, type UserCategory, type UserCategoryGroup } from '@/shared/api';
import type { SelectOptionGroup } from '@/shared/ui';
import { CARD_PAYMENT_CODE, ICON_MAX_LENGTH, NAME_MAX_LENGTH } from '../config/category-rules';
import { SAVE_FAILED } from '../config/copy';

/** A category with the group it is in and its place there. */
export interface PlacedCategory {
  category: UserCategory;
  group: UserCategoryGroup;
  index: number;
}

export function findCategory(groups: readonly UserCategoryGroup[], categoryId: string): PlacedCategory | undefined {
  for (const group of groups) {
    const index = group.categories.findIndex((category) => category.id === categoryId);
    if (index >= 0) return { category: group.categories[index]!, group, index };
  }
  return undefined;
}

/** What one of the bank's categories counts as: itself; an own one: its base. */
const baseOf = (category: UserCategory) => category.counts_as.detailed ?? category.code;

/** Whether a category of the person's own may count as this one of the bank's (not the card payment, counted apart). */
const isCountable = (category: UserCategory) => !category.own && category.code !== CARD_PAYMENT_CODE;

/** The bank's categories a new one may count as, by the person's names, in their groups and order. */
export function countsAsOptions(groups: readonly UserCategoryGroup[]): SelectOptionGroup[] {
  return groups
    .map((group) => ({ label: group.name, options: group.categories.filter(isCountable).map((category) => ({ value: category.code, label: category.name })) }))
    .filter((group) => group.options.length > 0);
}

/**
 * What a new category in `group` counts as unless the person says otherwise, as the server would
 * choose: the group's "Other …" category of the bank's, else its first (an own one stands for its
 * base); `''` for a group with none, where the person has to choose.
 */
export function defaultCountsAs(group: UserCategoryGroup): string {
  const bases = group.categories.map(baseOf).filter((code) => code !== CARD_PAYMENT_CODE);
  return bases.find((code) => code.includes('_OTHER_')) ?? bases[0] ?? '';
}

/** Where a category can be merged: any of the person's categories but itself, by group. */
export function mergeTargets(groups: readonly UserCategoryGroup[], from: UserCategory): SelectOptionGroup[] {
  return groups
    .map((group) => ({ label: group.name, options: group.categories.filter((category) => category.id !== from.id).map((category) => ({ value: category.id, label: category.name })) }))
    .filter((group) => group.options.length > 0);
}

/**
 * Where a merge goes unless the person chooses: for an own category the one it counts as, else
 * (one of the bank's) the first other one of its group, else the first other one.
 */
export function defaultMergeTarget(groups: readonly UserCategoryGroup[], from: UserCategory): string {
  const others = groups.flatMap((group) => group.categories).filter((category) => category.id !== from.id);
  return (others.find((category) => category.code === baseOf(from)) ?? others.find((category) => category.group_id === from.group_id) ?? others[0])?.id ?? '';
}

/** A name as the server keeps it, or `undefined` when it cannot be one (empty, or over 40 characters). */
export function cleanName(text: string): string | undefined {
  const name = text.trim().replace(/\s+/g, ' ');
  return name.length > 0 && name.length <= NAME_MAX_LENGTH ? name : undefined;
}

/** An icon field's text as the contract takes it: `null` for none; `undefined` when too long. */
export function iconOf(text: string): string | null | undefined {
  const icon = text.trim();
  if (icon === '') return null;
  return icon.length <= ICON_MAX_LENGTH ? icon : undefined;
}

/**
 * A refused change in words to show beside the field: the server's own sentence for a name already
 * taken (409) or a value it does not take (400), without the field it names first (`name: "Coffee"
 * is already …` → `"Coffee" is already …`); anything else, `otherwise` (the page's "could not be saved").
 */
export function refusalOf(error: unknown, otherwise = SAVE_FAILED): string {
  const message = error instanceof ApiError && (error.status === 409 || error.status === 400) ? error.body?.message : undefined;
  if (!message) return otherwise;
  const sentence = message.replace(/^[a-z_]+: /, '');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
