import { delay, http, HttpResponse } from 'msw';
import type {
  CategoryGroupInput,
  CategoryGroupUpdate,
  CategoryInput,
  CategoryPrimary,
  CategoryPrimaryInput,
  CategoryUpdate,
  UserCategory,
  UserCategoryGroup,
  UserCategoryList,
} from '@/shared/api';
import { SAMPLE_CATEGORY_GROUPS, SAMPLE_CATEGORY_PRIMARIES } from './fixtures';

export interface CategoriesAnswers {
  /** How the list answers: the groups, never (loading), a server error, or a refusal (no subscription). */
  list?: 'groups' | 'loading' | 'failed' | 'forbidden';
  /** Transactions and rules a merge of one of the person's own moves (one of the bank's always makes 1 rule). */
  merged?: { transactions: number; rules: number };
  /** Plaid's primaries as the person named them (one renamed, by default). */
  primaries?: readonly CategoryPrimary[];
}

const error = (status: number, code: string, message: string) => HttpResponse.json({ error: { error_code: code, error_message: message }, message }, { status });
const taken = (name: string, where: string) => error(409, 'CONFLICT', `name: "${name}" is already ${where}.`);
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const placed = <T extends { id: string }>(list: T[], item: T, position: number) => {
  const others = list.filter((x) => x.id !== item.id);
  return [...others.slice(0, position), item, ...others.slice(position)];
};

/**
 * Stories and tests only: the category calls over one person's groups, kept as the server keeps
 * them (names unique in a group ignoring case: 409; moves renumber; a merge removes the merged
 * own one, and hides one of the bank's; a primary renamed, or named by the taxonomy's words again),
 * so a story can rename, move and merge and see the list follow.
 */
export function categoriesHandlers(
  groups: readonly UserCategoryGroup[] = SAMPLE_CATEGORY_GROUPS,
  { list = 'groups', merged = { transactions: 12, rules: 1 }, primaries = SAMPLE_CATEGORY_PRIMARIES }: CategoriesAnswers = {},
) {
  let layout: UserCategoryGroup[] = structuredClone(groups) as UserCategoryGroup[];
  let named: CategoryPrimary[] = primaries.map((primary) => ({ ...primary }));
  let added = 0;
  const findCategory = (id: string) => layout.flatMap((g) => g.categories).find((c) => c.id === id);
  const setCategories = (groupId: string, categories: UserCategory[]) => {
    layout = layout.map((g) => (g.id === groupId ? { ...g, categories } : g));
  };
  return [
    http.get('*/db_api/categories', async () => {
      if (list === 'loading') await delay('infinite');
      if (list === 'failed') return error(500, 'INTERNAL_SERVER_ERROR', 'Something went wrong');
      if (list === 'forbidden') return error(403, 'SUBSCRIPTION_REQUIRED', 'An active subscription is required.');
      return HttpResponse.json({ groups: layout, primaries: named } satisfies UserCategoryList);
    }),
    http.put('*/api/category_primaries/:primary', async ({ params, request }) => {
      const primary = named.find((p) => p.code === params.primary);
      if (!primary) return error(400, 'INVALID_REQUEST', `primary: "${String(params.primary)}" is not a primary category of the taxonomy.`);
      const { name } = (await request.json()) as CategoryPrimaryInput;
      const clean = name?.trim();
      if (clean !== undefined && (clean.length === 0 || clean.length > 40)) return error(400, 'INVALID_REQUEST', 'name: must be 1 to 40 characters.');
      const changed: CategoryPrimary = { ...primary, name: clean ?? primary.default_name, renamed: clean !== undefined };
      named = named.map((p) => (p.code === changed.code ? changed : p));
      return HttpResponse.json(changed);
    }),
    http.patch('*/api/categories/:id', async ({ params, request }) => {
      const category = findCategory(String(params.id));
      if (!category) return error(404, 'NOT_FOUND', 'category_id: no such category.');
      const change = (await request.json()) as CategoryUpdate;
      const groupId = change.group_id ?? category.group_id;
      const target = layout.find((g) => g.id === groupId)!;
      const name = change.name?.trim() ?? category.name;
      if (target.categories.some((c) => c.id !== category.id && sameName(c.name, name))) return taken(name, 'a category of that group');
      const changed: UserCategory = { ...category, name, group_id: groupId, ...(change.icon !== undefined && { icon: change.icon }), ...(change.hidden !== undefined && { hidden: change.hidden }) };
      setCategories(category.group_id, layout.find((g) => g.id === category.group_id)!.categories.filter((c) => c.id !== category.id));
      const siblings = layout.find((g) => g.id === groupId)!.categories;
      const at = change.position ?? (groupId === category.group_id ? target.categories.findIndex((c) => c.id === category.id) : siblings.length);
      setCategories(groupId, placed(siblings, changed, at));
      return HttpResponse.json(changed);
    }),
    http.post('*/api/categories/:id/merge', async ({ params, request }) => {
      const from = findCategory(String(params.id));
      const { into } = (await request.json()) as { into: string };
      const target = findCategory(into);
      if (!from || !target) return error(404, 'NOT_FOUND', 'into: no such category.');
      const siblings = layout.find((g) => g.id === from.group_id)!.categories;
      if (!from.own) {
        setCategories(from.group_id, siblings.map((c) => (c.id === from.id ? { ...c, hidden: true } : c)));
        return HttpResponse.json({ into: target, transactions: merged.transactions, rules: 1 });
      }
      setCategories(from.group_id, siblings.filter((c) => c.id !== from.id));
      return HttpResponse.json({ into: target, ...merged });
    }),
    http.post('*/api/categories', async ({ request }) => {
      const input = (await request.json()) as CategoryInput;
      const target = layout.find((g) => g.id === input.group_id);
      if (!target) return error(404, 'NOT_FOUND', 'group_id: no such group.');
      const name = input.name.trim();
      if (target.categories.some((c) => sameName(c.name, name))) return taken(name, 'a category of that group');
      const base = input.counts_as ?? target.categories.find((c) => !c.own)?.code;
      if (!base) return error(400, 'INVALID_REQUEST', 'counts_as: this group has no category of Plaid’s to count a new one as; say which (e.g. FOOD_AND_DRINK_RESTAURANT).');
      const countsAs = layout.flatMap((g) => g.categories).find((c) => c.code === base)?.counts_as ?? { primary: base, detailed: base };
      const category: UserCategory = { id: `c1000000-0000-4000-8000-${String(++added).padStart(12, '0')}`, code: `${base}_OWN_00000${added}`, name, icon: input.icon ?? null, group_id: target.id, counts_as: countsAs, own: true, hidden: false };
      setCategories(target.id, [...target.categories, category]);
      return HttpResponse.json(category);
    }),
    http.post('*/api/category_groups', async ({ request }) => {
      const input = (await request.json()) as CategoryGroupInput;
      const name = input.name.trim();
      if (layout.some((g) => sameName(g.name, name))) return taken(name, 'a group');
      const group: UserCategoryGroup = { id: `a1000000-0000-4000-8000-${String(++added).padStart(12, '0')}`, name, icon: input.icon ?? null, hidden: false, categories: [] };
      layout = [...layout, group];
      return HttpResponse.json(group);
    }),
    http.patch('*/api/category_groups/:id', async ({ params, request }) => {
      const group = layout.find((g) => g.id === params.id);
      if (!group) return error(404, 'NOT_FOUND', 'group_id: no such group.');
      const change = (await request.json()) as CategoryGroupUpdate;
      const name = change.name?.trim() ?? group.name;
      if (layout.some((g) => g.id !== group.id && sameName(g.name, name))) return taken(name, 'a group');
      const changed: UserCategoryGroup = { ...group, name, ...(change.icon !== undefined && { icon: change.icon }), ...(change.hidden !== undefined && { hidden: change.hidden }) };
      layout = placed(layout, changed, change.position ?? layout.indexOf(group));
      return HttpResponse.json(changed);
    }),
  ];
}
