import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import { conflict, badRequest, notFound } from '../../http/errors.ts';
import { categoryLabel, lineLabel } from '../../../../contract/category-label.ts';
import { CARD_PAYMENT, CATEGORY_CODES, CATEGORY_TAXONOMY, lockUserTransactions, newOwnCategoryCode, ownCategoryBase, primaryOfDetailed, recomputeTransferPairs } from '../money/index.ts';
import { DEFAULT_LAYOUT } from './default-layout.ts';
import { placedAt, renumber } from '../../db/positions.ts';

/** Set apart from the user's transactions lock: laying out or reordering categories moves no money. */
const USER_CATEGORIES_LOCK = 7_412;

export interface CategoryRow {
  id: string;
  group_id: string;
  code: string;
  name: string;
  icon: string | null;
  position: number;
  hidden: boolean;
}

export interface GroupRow {
  id: string;
  name: string;
  icon: string | null;
  position: number;
  hidden: boolean;
}

/** A detailed code of Plaid's (v1) taxonomy that a category of the user's own may count as. */
export const isCountableBase = (code: string): boolean => CATEGORY_CODES.has(code) && primaryOfDetailed(code) !== null && code !== CARD_PAYMENT;

/** What a category of either kind is counted as: its base (itself for Plaid's) and the base's primary. */
export function countsAs(code: string): { primary: string; detailed: string } {
  const detailed = ownCategoryBase(code) ?? code;
  return { primary: primaryOfDetailed(detailed) ?? detailed, detailed };
}

/** A name as stored: trimmed, inner runs of spaces as one. */
export function cleanName(name: string, field = 'name'): string {
  const clean = name.trim().replace(/\s+/g, ' ');
  if (clean.length === 0 || clean.length > 40) throw badRequest(`${field}: give a name of 1 to 40 characters.`);
  return clean;
}

export function cleanIcon(icon: string | null | undefined): string | null | undefined {
  if (icon === undefined || icon === null) return icon;
  const clean = icon.trim();
  if (clean.length === 0) throw badRequest('icon: give an emoji (or up to 16 characters), or null for none.');
  return clean;
}

async function lockCategories(trx: Db, userId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(${USER_CATEGORIES_LOCK}, hashtext(${userId}))`.execute(trx);
}

/**
 * Runs `work` in a transaction holding the user's categories lock, after writing the default
 * layout if the user has no categories yet (the first read or change lays them out, once).
 */
export async function withCategories<T>(db: Db, userId: string, work: (trx: Db) => Promise<T>): Promise<T> {
  const run = async (trx: Db) => {
    await lockCategories(trx, userId);
    const any = await trx.selectFrom('category_groups').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst();
    if (!any) await layOutDefaults(trx, userId);
    return work(trx);
  };
  // Inside a caller's transaction (a sync's budget alerts), in it.
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

/** The user's layout, read as it is; laid out (once, under the lock) only for a user who has none yet. */
export async function layoutOf(db: Db, userId: string): Promise<CategoryLayout> {
  const stored = await categoryLayout(db, userId);
  return stored.length > 0 ? stored : withCategories(db, userId, (trx) => categoryLayout(trx, userId));
}

async function layOutDefaults(trx: Db, userId: string): Promise<void> {
  const groups = await trx
    .insertInto('category_groups')
    .values(DEFAULT_LAYOUT.map((g, position) => ({ user_id: userId, name: g.name, icon: g.icon, position })))
    .returning(['id', 'name'])
    .execute();
  const idOf = new Map(groups.map((g) => [g.name, g.id]));
  await trx
    .insertInto('categories')
    .values(DEFAULT_LAYOUT.flatMap((g) => g.codes.map((code, position) => ({ user_id: userId, group_id: idOf.get(g.name)!, code, name: lineLabel(code), icon: null, position }))))
    .execute();
}

const CATEGORY_COLUMNS = ['id', 'group_id', 'code', 'name', 'icon', 'position', 'hidden'] as const;
const GROUP_COLUMNS = ['id', 'name', 'icon', 'position', 'hidden'] as const;

export type CategoryLayout = { group: GroupRow; categories: CategoryRow[] }[];

/** The user's groups in order, each with its categories in order. */
export async function categoryLayout(db: Db, userId: string): Promise<CategoryLayout> {
  const [groups, categories] = await Promise.all([
    db.selectFrom('category_groups').select(GROUP_COLUMNS).where('user_id', '=', userId).orderBy('position').orderBy('created_at').execute(),
    db.selectFrom('categories').select(CATEGORY_COLUMNS).where('user_id', '=', userId).orderBy('position').orderBy('created_at').execute(),
  ]);
  return groups.map((group) => ({ group, categories: categories.filter((c) => c.group_id === group.id) }));
}

export async function userCategory(db: Db, userId: string, id: string, field = 'category_id'): Promise<CategoryRow> {
  const row = await db.selectFrom('categories').select(CATEGORY_COLUMNS).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(`${field}: no such category.`);
  return row;
}

export async function userGroup(db: Db, userId: string, id: string, field = 'group_id'): Promise<GroupRow> {
  const row = await db.selectFrom('category_groups').select(GROUP_COLUMNS).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(`${field}: no such group.`);
  return row;
}

/** One of the user's categories by its id as a category to put in force (its primary, and its own code as the detailed); 404 naming `field` when it is not theirs. */
export async function userCategoryChoice(db: Db, userId: string, id: string, field = 'category_id'): Promise<{ primary: string; detailed: string }> {
  const category = await userCategory(db, userId, id, field);
  return { primary: countsAs(category.code).primary, detailed: category.code };
}

/** Fails with 409 when another of the group's categories (or another group, for `table` groups) has the name, ignoring case. */
async function nameIsFree(trx: Db, userId: string, name: string, scope: { groupId: string; except?: string } | { groups: true; except?: string }) {
  const taken =
    'groupId' in scope
      ? await trx
          .selectFrom('categories')
          .select('id')
          .where('user_id', '=', userId)
          .where('group_id', '=', scope.groupId)
          .where(sql<boolean>`lower(name) = lower(${name})`)
          .$if(scope.except !== undefined, (q) => q.where('id', '<>', scope.except!))
          .executeTakeFirst()
      : await trx
          .selectFrom('category_groups')
          .select('id')
          .where('user_id', '=', userId)
          .where(sql<boolean>`lower(name) = lower(${name})`)
          .$if(scope.except !== undefined, (q) => q.where('id', '<>', scope.except!))
          .executeTakeFirst();
  if (taken) throw conflict(`name: "${name}" is already ${'groupId' in scope ? 'a category of that group' : 'a group'}.`);
}

const idsOf = (rows: readonly { id: string }[]) => rows.map((r) => r.id);

const siblingCategories = (trx: Db, userId: string, groupId: string) =>
  trx.selectFrom('categories').select('id').where('user_id', '=', userId).where('group_id', '=', groupId).orderBy('position').orderBy('created_at').execute();
const siblingGroups = (trx: Db, userId: string) => trx.selectFrom('category_groups').select('id').where('user_id', '=', userId).orderBy('position').orderBy('created_at').execute();

export async function addCategory(trx: Db, userId: string, input: { name: string; group_id: string; icon?: string | null; counts_as?: string }): Promise<CategoryRow> {
  const group = await userGroup(trx, userId, input.group_id);
  const name = cleanName(input.name);
  await nameIsFree(trx, userId, name, { groupId: group.id });
  const siblings = await trx.selectFrom('categories').select(['id', 'code']).where('user_id', '=', userId).where('group_id', '=', group.id).orderBy('position').orderBy('created_at').execute();
  const bases = siblings.map((s) => ownCategoryBase(s.code) ?? s.code).filter(isCountableBase);
  const base = input.counts_as ?? bases.find((code) => code.includes('_OTHER_')) ?? bases[0];
  if (base === undefined) throw badRequest('counts_as: this group has no category of Plaid’s to count a new one as; say which (e.g. FOOD_AND_DRINK_RESTAURANT).');
  if (!isCountableBase(base)) throw badRequest(`counts_as: "${base}" is not a detailed category of the taxonomy that a category of your own can count as.`);
  return trx
    .insertInto('categories')
    .values({ user_id: userId, group_id: group.id, code: newOwnCategoryCode(base), name, icon: cleanIcon(input.icon) ?? null, position: siblings.length })
    .returning(CATEGORY_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function updateCategory(
  trx: Db,
  userId: string,
  id: string,
  change: { name?: string; icon?: string | null; hidden?: boolean; group_id?: string; position?: number },
): Promise<CategoryRow> {
  const category = await userCategory(trx, userId, id);
  const groupId = change.group_id === undefined ? category.group_id : (await userGroup(trx, userId, change.group_id)).id;
  const name = change.name === undefined ? category.name : cleanName(change.name);
  if (change.name !== undefined || groupId !== category.group_id) await nameIsFree(trx, userId, name, { groupId, except: id });
  const icon = cleanIcon(change.icon);
  await trx
    .updateTable('categories')
    .set({ name, group_id: groupId, ...(icon !== undefined ? { icon } : {}), ...(change.hidden !== undefined ? { hidden: change.hidden } : {}) })
    .where('id', '=', id)
    .execute();
  if (change.position !== undefined || groupId !== category.group_id) {
    const siblings = await siblingCategories(trx, userId, groupId);
    await renumber(trx, 'categories', placedAt(siblings, id, change.position ?? siblings.length));
    if (groupId !== category.group_id) await renumber(trx, 'categories', idsOf(await siblingCategories(trx, userId, category.group_id)));
  }
  return userCategory(trx, userId, id);
}

export async function addGroup(trx: Db, userId: string, input: { name: string; icon?: string | null }): Promise<GroupRow> {
  const name = cleanName(input.name);
  await nameIsFree(trx, userId, name, { groups: true });
  const count = (await siblingGroups(trx, userId)).length;
  return trx.insertInto('category_groups').values({ user_id: userId, name, icon: cleanIcon(input.icon) ?? null, position: count }).returning(GROUP_COLUMNS).executeTakeFirstOrThrow();
}

export async function updateGroup(trx: Db, userId: string, id: string, change: { name?: string; icon?: string | null; hidden?: boolean; position?: number }): Promise<GroupRow> {
  await userGroup(trx, userId, id);
  const icon = cleanIcon(change.icon);
  const set = {
    ...(change.name !== undefined ? { name: cleanName(change.name) } : {}),
    ...(icon !== undefined ? { icon } : {}),
    ...(change.hidden !== undefined ? { hidden: change.hidden } : {}),
  };
  if (set.name !== undefined) await nameIsFree(trx, userId, set.name, { groups: true, except: id });
  if (Object.keys(set).length > 0) await trx.updateTable('category_groups').set(set).where('id', '=', id).execute();
  if (change.position !== undefined) await renumber(trx, 'category_groups', placedAt(await siblingGroups(trx, userId), id, change.position));
  return userGroup(trx, userId, id);
}

/**
 * Moves the transactions the user put in `from` (one of their own), the rows a file filed under it
 * by name, the merchant rules filing under it and the rules whose action does to `into`, then removes it: under the user's transactions lock, as every write that
 * moves money between categories (the rollups' triggers follow the rows).
 */
export async function mergeCategory(trx: Db, userId: string, fromId: string, intoId: string, { remapBankCategory, followMerge }: MergeDeps) {
  const from = await userCategory(trx, userId, fromId);
  if (intoId === fromId) throw badRequest('into: a category cannot be merged into itself.');
  const into = await userCategory(trx, userId, intoId, 'into');
  const target = countsAs(into.code);
  await lockUserTransactions(trx, userId);
  if (ownCategoryBase(from.code) === null) {
    // One of Plaid's stays in the taxonomy: what the bank files under it goes to `into` from now on, and it leaves the pickers.
    const { applied } = await remapBankCategory(trx, userId, from.code, { primary: target.primary, detailed: into.code });
    await trx.updateTable('categories').set({ hidden: true }).where('id', '=', from.id).execute();
    await followMerge(trx, userId, from.code, into.code);
    return { into, transactions: applied, rules: 1 };
  }
  const moved = await trx
    .updateTable('transactions')
    .set({ user_category_primary: target.primary, user_category_detailed: into.code })
    .where('user_id', '=', userId)
    .where('user_category_detailed', '=', from.code)
    .executeTakeFirst();
  // A file's rows filed under it by name (their own category columns, as a bank's would be).
  const filed = await trx
    .updateTable('transactions')
    .set({ category_primary: target.primary, category_detailed: into.code })
    .where('user_id', '=', userId)
    .where('category_detailed', '=', from.code)
    .executeTakeFirst();
  // The parts of split rows filed under it.
  const parts = await sql`
    update transactions t set splits = (
      select jsonb_agg(case when e.part->>'category_detailed' = ${from.code}
        then e.part || ${JSON.stringify({ category_primary: target.primary, category_detailed: into.code })}::jsonb else e.part end order by e.n)
      from jsonb_array_elements(t.splits) with ordinality as e(part, n))
    where t.user_id = ${userId} and t.splits is not null and t.splits @> ${JSON.stringify([{ category_detailed: from.code }])}::jsonb`.execute(trx);
  const rules = await trx
    .updateTable('category_rules')
    .set({ category_primary: target.primary, category_detailed: into.code })
    .where('user_id', '=', userId)
    .where('category_detailed', '=', from.code)
    .executeTakeFirst();
  // Rules whose action files rows under it file them under `into` from now on.
  const actions = await sql`
    update transaction_rules set actions = jsonb_set(actions::jsonb, '{category}', ${JSON.stringify({ primary: target.primary, detailed: into.code })}::jsonb), updated_at = now()
    where user_id = ${userId} and actions::jsonb -> 'category' ->> 'detailed' = ${from.code}`.execute(trx);
  await followMerge(trx, userId, from.code, into.code);
  await trx.deleteFrom('categories').where('id', '=', from.id).execute();
  await renumber(trx, 'categories', idsOf(await siblingCategories(trx, userId, from.group_id)));
  await recomputeTransferPairs(trx, userId);
  return { into, transactions: Number(moved.numUpdatedRows) + Number(filed.numUpdatedRows) + Number(parts.numAffectedRows ?? 0), rules: Number(rules.numUpdatedRows) + Number(actions.numAffectedRows ?? 0) };
}

/** Files every row the bank gave a category under another from now on, applied to the rows there (the rules module's `remapBankCategory`). */
export type RemapBankCategory = (trx: Db, userId: string, bankCategory: string, category: { primary: string; detailed: string | null }) => Promise<{ applied: number }>;

/** What a merge asks of other modules (wired by modules/index.ts): the rules module's remap, and the budgets module's moving of the merged category's budget line. */
export interface MergeDeps {
  remapBankCategory: RemapBankCategory;
  followMerge: (trx: Db, userId: string, from: string, into: string) => Promise<void>;
}

/** The user's names of categories and of their groups, by code (both empty until their categories are first laid out: then every page names them as the taxonomy does). */
export interface CategoryNaming {
  names: ReadonlyMap<string, string>;
  groups: ReadonlyMap<string, string>;
}

export async function categoryNamingOf(db: Db, userId: string): Promise<CategoryNaming> {
  const [rows, primaries] = await Promise.all([
    db.selectFrom('categories as c').innerJoin('category_groups as g', 'g.id', 'c.group_id').select(['c.code', 'c.name', 'g.name as group_name']).where('c.user_id', '=', userId).execute(),
    primaryNamesOf(db, userId),
  ]);
  return { names: new Map([...primaries, ...rows.map((r) => [r.code, r.name] as const)]), groups: new Map(rows.map((r) => [r.code, r.group_name])) };
}

/** The names the user gave Plaid's primary categories, by code. */
export async function primaryNamesOf(db: Db, userId: string): Promise<Map<string, string>> {
  const rows = await db.selectFrom('category_primary_names').select(['code', 'name']).where('user_id', '=', userId).execute();
  return new Map(rows.map((r) => [r.code, r.name]));
}

/** The taxonomy's primaries in its order, each with the user's name for it (else the taxonomy's words). */
export async function primariesOf(db: Db, userId: string) {
  const names = await primaryNamesOf(db, userId);
  return CATEGORY_TAXONOMY.map(({ primary }) => {
    const named = names.get(primary);
    return { code: primary, name: named ?? categoryLabel(primary), default_name: categoryLabel(primary), renamed: named !== undefined };
  });
}

/** Names one of the taxonomy's primaries (null: back to the taxonomy's words); 400 naming `primary` for a code that is none. */
export async function renamePrimary(db: Db, userId: string, code: string, name: string | null) {
  if (!CATEGORY_TAXONOMY.some((c) => c.primary === code)) throw badRequest(`primary: "${code}" is not a primary category of the taxonomy.`);
  if (name === null) {
    await db.deleteFrom('category_primary_names').where('user_id', '=', userId).where('code', '=', code).execute();
  } else {
    const clean = cleanName(name);
    await db
      .insertInto('category_primary_names')
      .values({ user_id: userId, code, name: clean })
      .onConflict((oc) => oc.columns(['user_id', 'code']).doUpdateSet({ name: clean }))
      .execute();
  }
  return (await primariesOf(db, userId)).find((p) => p.code === code)!;
}

/** The names the user gave categories, by code. */
export const categoryNamesOf = async (db: Db, userId: string): Promise<ReadonlyMap<string, string>> => (await categoryNamingOf(db, userId)).names;

/** Which of these codes are categories of the user's own (codes `<base>_OWN_…` they added): one statement, however many are asked. */
export async function ownCategoriesAmong(db: Db, userId: string, codes: Iterable<string>): Promise<ReadonlySet<string>> {
  const asked = [...new Set(codes)].filter((code) => ownCategoryBase(code) !== null);
  if (asked.length === 0) return new Set();
  const rows = await db.selectFrom('categories').select('code').where('user_id', '=', userId).where('code', 'in', asked).execute();
  return new Set(rows.map((r) => r.code));
}

/** Whether `code` is a category of the user's own (a code `<base>_OWN_…` they added). */
export const isOwnCategoryOf = async (db: Db, userId: string, code: string): Promise<boolean> => (await ownCategoriesAmong(db, userId, [code])).has(code);

/**
 * A category choice checked against the taxonomy and the user's categories: a primary category,
 * and a detailed one of it (of Plaid's, or of the user's own counting as one of it). `field`
 * names it in a 400.
 */
export async function checkedCategoryChoice(db: Db, userId: string, choice: { primary: string; detailed?: string | null } | null, field = 'category') {
  if (choice === null) return null;
  const group = CATEGORY_TAXONOMY.find((c) => c.primary === choice.primary);
  if (!group) throw badRequest(`${field}.primary: "${choice.primary}" is not a primary category of the taxonomy.`);
  const detailed = choice.detailed ?? null;
  if (detailed !== null && !group.detailed.includes(detailed)) {
    const base = ownCategoryBase(detailed);
    if (base === null || !group.detailed.includes(base) || !(await isOwnCategoryOf(db, userId, detailed))) {
      throw badRequest(`${field}.detailed: "${detailed}" is not a detailed category of ${choice.primary}.`);
    }
  }
  return { primary: choice.primary, detailed };
}
