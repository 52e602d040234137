import { toCents } from '@/shared/lib';

/** One of the person's category groups as the planner and tracker show it: its figures added up, and its lines in order. */
export interface CategorySection<R, K extends string> {
  key: string;
  name: string;
  icon: string | null;
  totals: Record<K, number>;
  rows: R[];
}

type Group<K extends string> = { id: string; name: string; icon: string | null } & Record<K, number>;

/**
 * Lines by the person's category groups, in their order, each with the totals the server added up.
 * Lines in none of them (a category in no group: not expected) come last under `otherName`,
 * their `figures` added up here in cents as the server would.
 */
export function categorySections<R extends { category_group_id: string | null }, K extends string>(
  groups: readonly Group<K>[],
  rows: readonly R[],
  figures: readonly K[],
  figure: (row: R, key: K) => number,
  otherName: string,
): CategorySection<R, K>[] {
  const sections = groups.map((group): CategorySection<R, K> => ({ key: group.id, name: group.name, icon: group.icon, totals: group, rows: rows.filter((row) => row.category_group_id === group.id) }));
  const grouped = new Set(groups.map((group) => group.id));
  const others = rows.filter((row) => row.category_group_id === null || !grouped.has(row.category_group_id));
  if (others.length === 0) return sections;
  const totals = Object.fromEntries(figures.map((key) => [key, others.reduce((sum, row) => sum + toCents(figure(row, key)), 0) / 100])) as Record<K, number>;
  return [...sections, { key: 'other-categories', name: otherName, icon: null, totals, rows: others }];
}
