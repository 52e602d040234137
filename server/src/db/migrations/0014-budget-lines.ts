import { sql, type Kysely } from 'kysely';
import { runScript } from './run-script.ts';

/**
 * Budgets planned by detailed category (modules/budgets, `budget-lines.ts`), and bills, debt
 * payments and savings planned as lines of their own:
 *   - recurring streams keep Plaid's detailed category, so a bill falls on a line (filled here
 *     from the most common detailed category of the user's transactions with the stream's
 *     merchant and primary category; the next sync writes Plaid's own);
 *   - each plan of a primary category (Plaid's 12 spending groups, the only plans there were) is
 *     shared out over its group's detailed categories in proportion to what each spent in the 3
 *     months before the planned month (posted spending less refunds, as the money rules count
 *     it), to the cent: the group's total stays what the user planned, and each line starts from
 *     its own share of it. A share that rounds to nothing is no plan; with no such spending the
 *     whole plan goes to the group's "Other" line (Plaid's last detailed category of each group).
 *     New rows start at version 1, so a tab still showing the old plan gets 409 and reads it anew;
 *   - a group's rollover policy becomes each of its lines' policy.
 * The taxonomy is copied as it stands (Plaid's v1), so later changes to the code leave this alone.
 */

const SPENDING_GROUPS: Record<string, readonly string[]> = {
  BANK_FEES: ['ATM_FEES', 'FOREIGN_TRANSACTION_FEES', 'INSUFFICIENT_FUNDS', 'INTEREST_CHARGE', 'OVERDRAFT_FEES', 'OTHER_BANK_FEES'],
  ENTERTAINMENT: ['CASINOS_AND_GAMBLING', 'MUSIC_AND_AUDIO', 'SPORTING_EVENTS_AMUSEMENT_PARKS_AND_MUSEUMS', 'TV_AND_MOVIES', 'VIDEO_GAMES', 'OTHER_ENTERTAINMENT'],
  FOOD_AND_DRINK: ['BEER_WINE_AND_LIQUOR', 'COFFEE', 'FAST_FOOD', 'GROCERIES', 'RESTAURANT', 'VENDING_MACHINES', 'OTHER_FOOD_AND_DRINK'],
  GENERAL_MERCHANDISE: [
    'BOOKSTORES_AND_NEWSSTANDS', 'CLOTHING_AND_ACCESSORIES', 'CONVENIENCE_STORES', 'DEPARTMENT_STORES', 'DISCOUNT_STORES', 'ELECTRONICS', 'GIFTS_AND_NOVELTIES',
    'OFFICE_SUPPLIES', 'ONLINE_MARKETPLACES', 'PET_SUPPLIES', 'SPORTING_GOODS', 'SUPERSTORES', 'TOBACCO_AND_VAPE', 'OTHER_GENERAL_MERCHANDISE',
  ],
  HOME_IMPROVEMENT: ['FURNITURE', 'HARDWARE', 'REPAIR_AND_MAINTENANCE', 'SECURITY', 'OTHER_HOME_IMPROVEMENT'],
  MEDICAL: ['DENTAL_CARE', 'EYE_CARE', 'NURSING_CARE', 'PHARMACIES_AND_SUPPLEMENTS', 'PRIMARY_CARE', 'VETERINARY_SERVICES', 'OTHER_MEDICAL'],
  PERSONAL_CARE: ['GYMS_AND_FITNESS_CENTERS', 'HAIR_AND_BEAUTY', 'LAUNDRY_AND_DRY_CLEANING', 'OTHER_PERSONAL_CARE'],
  GENERAL_SERVICES: ['ACCOUNTING_AND_FINANCIAL_PLANNING', 'AUTOMOTIVE', 'CHILDCARE', 'CONSULTING_AND_LEGAL', 'EDUCATION', 'INSURANCE', 'POSTAGE_AND_SHIPPING', 'STORAGE', 'OTHER_GENERAL_SERVICES'],
  GOVERNMENT_AND_NON_PROFIT: ['DONATIONS', 'GOVERNMENT_DEPARTMENTS_AND_AGENCIES', 'TAX_PAYMENT', 'OTHER_GOVERNMENT_AND_NON_PROFIT'],
  TRANSPORTATION: ['BIKES_AND_SCOOTERS', 'GAS', 'PARKING', 'PUBLIC_TRANSIT', 'TAXIS_AND_RIDE_SHARES', 'TOLLS', 'OTHER_TRANSPORTATION'],
  TRAVEL: ['FLIGHTS', 'LODGING', 'RENTAL_CARS', 'OTHER_TRAVEL'],
  RENT_AND_UTILITIES: ['GAS_AND_ELECTRICITY', 'INTERNET_AND_CABLE', 'RENT', 'SEWAGE_AND_WASTE_MANAGEMENT', 'TELEPHONE', 'WATER', 'OTHER_UTILITIES'],
};
const linesOf = (group: string): string[] => SPENDING_GROUPS[group]!.map((suffix) => `${group}_${suffix}`);
const GROUPS = Object.keys(SPENDING_GROUPS);

interface GroupPlan {
  user_id: string;
  month: string;
  category: string;
  amount_cents: number;
}

/**
 * The plan shared out over the weights (cents spent per line) by largest remainder, so the
 * shares add up to the plan exactly; ties go to the larger weight, then the earlier code.
 */
export function shareOut(amountCents: number, weights: ReadonlyMap<string, number>, otherLine: string): Map<string, number> {
  const positive = [...weights].filter(([, w]) => w > 0).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const total = BigInt(positive.reduce((sum, [, w]) => sum + w, 0));
  if (total === 0n) return new Map([[otherLine, amountCents]]);
  // Exact in integers however large the plan and the weights.
  const exact = positive.map(([line, w]) => {
    const product = BigInt(amountCents) * BigInt(w);
    return { line, floor: Number(product / total), rest: product % total };
  });
  let left = amountCents - exact.reduce((sum, e) => sum + e.floor, 0);
  for (const e of [...exact].sort((a, b) => (b.rest > a.rest ? 1 : b.rest < a.rest ? -1 : 0))) {
    if (left === 0) break;
    e.floor += 1;
    left -= 1;
  }
  const shares = new Map(exact.filter((e) => e.floor > 0).map((e) => [e.line, e.floor]));
  // A plan of $0 stays a plan, on the line that spent most.
  return shares.size > 0 ? shares : new Map([[positive[0]![0], 0]]);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(db, /* sql */ `
    alter table recurring_streams add column category_detailed text;
    update recurring_streams s set category_detailed = (
      select t.category_detailed from transactions t
      where t.user_id = s.user_id and t.category_primary = s.category_primary and t.category_detailed is not null
        and coalesce(nullif(t.merchant_name, ''), t.name) = coalesce(nullif(s.merchant_name, ''), s.description)
      group by t.category_detailed order by count(*) desc, t.category_detailed limit 1
    ) where s.category_primary is not null;
  `);
  await carryGroupPlansOver(db);
}

/** Every plan and rollover policy of a group (a primary category) moved onto its lines, as the file's comment says. */
export async function carryGroupPlansOver(db: Kysely<unknown>): Promise<void> {
  const groupList = sql.join(GROUPS.map((g) => sql.lit(g)));
  const plans = (await sql<GroupPlan>`select user_id, month, category, amount_cents from budgets where category in (${groupList})`.execute(db)).rows;
  const weights = (
    await sql<{ user_id: string; month: string; category: string; detailed: string | null; spent: number | string }>`
      select b.user_id, b.month, b.category, m.category_detailed as detailed, sum(m.spending_cents) as spent
      from budgets b
      join money_monthly m on m.user_id = b.user_id and m.category_primary = b.category
        and m.month >= (b.month || '-01')::date - interval '3 months' and m.month < (b.month || '-01')::date
        and not m.pending and m.kind in ('spending', 'refund')
      where b.category in (${groupList})
      group by b.user_id, b.month, b.category, m.category_detailed
    `.execute(db)
  ).rows;
  const key = (p: { user_id: string; month: string; category: string }) => `${p.user_id} ${p.month} ${p.category}`;
  const weightsOf = new Map<string, Map<string, number>>();
  for (const w of weights) {
    const lines = linesOf(w.category);
    const line = w.detailed !== null && lines.includes(w.detailed) ? w.detailed : lines.at(-1)!;
    const of = weightsOf.get(key(w)) ?? weightsOf.set(key(w), new Map()).get(key(w))!;
    of.set(line, (of.get(line) ?? 0) + Number(w.spent));
  }
  for (const plan of plans) {
    const shares = shareOut(Number(plan.amount_cents), weightsOf.get(key(plan)) ?? new Map(), linesOf(plan.category).at(-1)!);
    for (const [line, cents] of shares) {
      await sql`insert into budgets (user_id, month, category, amount_cents) values (${plan.user_id}, ${plan.month}, ${line}, ${cents})`.execute(db);
    }
  }
  await sql`delete from budgets where category in (${groupList})`.execute(db);

  const rollovers = (await sql<{ user_id: string; category: string; policy: string }>`select user_id, category, policy from budget_rollovers where category in (${groupList})`.execute(db)).rows;
  for (const r of rollovers) {
    for (const line of linesOf(r.category)) {
      await sql`insert into budget_rollovers (user_id, category, policy) values (${r.user_id}, ${line}, ${r.policy}) on conflict (user_id, category) do nothing`.execute(db);
    }
  }
  await sql`delete from budget_rollovers where category in (${groupList})`.execute(db);
}

/** Back to plans per group: each group's lines added up (debt payment and transfer lines are dropped), the streams' detailed category removed. */
export async function down(db: Kysely<unknown>): Promise<void> {
  const cases = sql.join(
    GROUPS.map((g) => sql`when category like ${`${g}\\_%`} then ${g}`),
    sql` `,
  );
  await sql`
    insert into budgets (user_id, month, category, amount_cents)
    select user_id, month, group_code, sum(amount_cents) from (select *, case ${cases} end as group_code from budgets) b
    where group_code is not null group by user_id, month, group_code
    on conflict (user_id, month, category) do update set amount_cents = excluded.amount_cents
  `.execute(db);
  await sql`
    insert into budget_rollovers (user_id, category, policy)
    select distinct on (user_id, group_code) user_id, group_code, policy from (select *, case ${cases} end as group_code from budget_rollovers) r
    where group_code is not null order by user_id, group_code, category
    on conflict (user_id, category) do nothing
  `.execute(db);
  await sql`delete from budgets where category not in (${sql.join(GROUPS.map((g) => sql.lit(g)))})`.execute(db);
  await sql`delete from budget_rollovers where category not in (${sql.join(GROUPS.map((g) => sql.lit(g)))})`.execute(db);
  await runScript(db, /* sql */ `alter table recurring_streams drop column category_detailed;`);
}
