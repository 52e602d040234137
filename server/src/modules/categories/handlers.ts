import type { components } from '@contract/schema';
import type { Db } from '../../db/client.ts';
import { subscriberOf, type HandlerGroup } from '../../http/handler.ts';
import { addCategory, addGroup, categoryLayout, countsAs, mergeCategory, updateCategory, updateGroup, withCategories, type CategoryRow, type GroupRow, type RemapBankCategory } from './queries.ts';
import { ownCategoryBase } from '../money/index.ts';

export interface CategoriesDeps {
  db: Db;
  /** Files every row the bank gave a category under another from now on (the rules module's, wired by modules/index.ts): merging one of Plaid's categories. */
  remapBankCategory: RemapBankCategory;
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

export function createCategoriesHandlers({ db, remapBankCategory }: CategoriesDeps): HandlerGroup {
  return {
    async listCategories(context) {
      const user = subscriberOf(context);
      // Read as it is; laid out (once, under the lock) only for a user who has none yet.
      const stored = await categoryLayout(db, user.id);
      const layout = stored.length > 0 ? stored : await withCategories(db, user.id, (trx) => categoryLayout(trx, user.id));
      return { groups: layout.map((g) => toGroup(g.group, g.categories)) };
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
      const merged = await withCategories(db, user.id, (trx) => mergeCategory(trx, user.id, context.params.category_id, context.body.into, remapBankCategory));
      return { into: toCategory(merged.into), transactions: merged.transactions, rules: merged.rules };
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
