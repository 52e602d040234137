import type { components } from '@contract/schema';
import type { Db } from '../../db/client.ts';
import { subscriberOf, type HandlerGroup } from '../../http/handler.ts';
import { addCategory, addGroup, categoryLayout, countsAs, layoutOf, primariesOf, renamePrimary, mergeCategory, updateCategory, updateGroup, withCategories, type CategoryRow, type GroupRow, type MergeDeps } from './queries.ts';
import { ownCategoryBase } from '../money/index.ts';

export interface CategoriesDeps {
  db: Db;
  /** What merging asks of the rules and budgets modules (wired by modules/index.ts). */
  merge: MergeDeps;
}

/** The contract's `UserCategory`. */
export const toCategory = (row: CategoryRow): components['schemas']['UserCategory'] => ({
  id: row.id,
  code: row.code,
  name: row.name,
  icon: row.icon,
  group_id: row.group_id,
  counts_as: countsAs(row.code),
  own: ownCategoryBase(row.code) !== null,
  hidden: row.hidden,
});

const toGroup = (group: GroupRow, categories: readonly CategoryRow[]): components['schemas']['UserCategoryGroup'] => ({
  id: group.id,
  name: group.name,
  icon: group.icon,
  hidden: group.hidden,
  categories: categories.map(toCategory),
});

export function createCategoriesHandlers({ db, merge }: CategoriesDeps): HandlerGroup {
  return {
    async listCategories(context) {
      const user = subscriberOf(context);
      const [layout, primaries] = await Promise.all([layoutOf(db, user.id), primariesOf(db, user.id)]);
      return { groups: layout.map((g) => toGroup(g.group, g.categories)), primaries };
    },

    async addCategory(context) {
      const user = subscriberOf(context);
      return toCategory(await withCategories(db, user.id, (trx) => addCategory(trx, user.id, context.body)));
    },

    async updateCategory(context) {
      const user = subscriberOf(context);
      return toCategory(await withCategories(db, user.id, (trx) => updateCategory(trx, user.id, context.params.category_id, context.body)));
    },

    async mergeCategory(context) {
      const user = subscriberOf(context);
      const merged = await withCategories(db, user.id, (trx) => mergeCategory(trx, user.id, context.params.category_id, context.body.into, merge));
      return { into: toCategory(merged.into), transactions: merged.transactions, rules: merged.rules };
    },

    async renameCategoryPrimary(context) {
      const user = subscriberOf(context);
      return renamePrimary(db, user.id, context.params.primary, context.body.name);
    },

    async addCategoryGroup(context) {
      const user = subscriberOf(context);
      return toGroup(await withCategories(db, user.id, (trx) => addGroup(trx, user.id, context.body)), []);
    },

    async updateCategoryGroup(context) {
      const user = subscriberOf(context);
      return withCategories(db, user.id, async (trx) => {
        const group = await updateGroup(trx, user.id, context.params.group_id, context.body);
        const layout = await categoryLayout(trx, user.id);
        return toGroup(group, layout.find((g) => g.group.id === group.id)?.categories ?? []);
      });
    },
  };
}
