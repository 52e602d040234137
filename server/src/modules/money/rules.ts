import { sql, type RawBuilder } from 'kysely';
import type { SplitPart } from '../../db/schema.ts';

/**
 * How Ledgerline counts money (README, "How Ledgerline counts money"), once in TypeScript
 * (`classifyTransaction`) and once in SQL (`classifiedTransactions`), side by side so that they
 * change together; a database test proves they agree row for row.
 */

/** Plaid's personal finance categories (primary) that move money between the user's own accounts. */
export const TRANSFER_CATEGORIES = ['TRANSFER_IN', 'TRANSFER_OUT'] as const;
export const LOAN_PAYMENTS = 'LOAN_PAYMENTS';
/** The detailed category of a credit card payment: the card's purchases are the spending, not this. */
export const CARD_PAYMENT = 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT';
export const INCOME = 'INCOME';
/** Money lent to the user (Plaid's v2 taxonomy; v1 filed it under TRANSFER_IN_CASH_ADVANCES_AND_LOANS): neither income nor a refund. */
export const LOAN_DISBURSEMENTS = 'LOAN_DISBURSEMENTS';
/** Plaid's v2 primary for what it could not categorise: counted as a row without a category. */
export const PLAID_OTHER = 'OTHER';
/**
 * Categories Plaid gives both halves of a transfer between the user's accounts, when it misses
 * that it is one (a cash advance from the user's own card arrives as a v2 disbursement).
 */
export const PAIRABLE_CATEGORIES: readonly string[] = [...TRANSFER_CATEGORIES, LOAN_PAYMENTS, INCOME, LOAN_DISBURSEMENTS, PLAID_OTHER];
/** Days apart, at most, of the two halves of a transfer matched by amount. */
export const TRANSFER_MATCH_DAYS = 3;

export type Direction = 'outflow' | 'inflow';
export type MoneyKind = 'spending' | 'refund' | 'income' | 'transfer' | 'card_payment' | 'loan_payment' | 'other_inflow';
/** Who chose the effective category: the user for this transaction, the user's merchant rule, or Plaid. */
export type CategorySource = 'user' | 'rule' | 'plaid';

export interface Category {
  primary: string | null;
  detailed: string | null;
}

export interface EffectiveCategory extends Category {
  source: CategorySource;
}

/** One transaction as stored, with the user's rule for its merchant if there is one. */
export interface MoneyInput {
  /** Plaid's sign: positive is money leaving the account. */
  amountCents: number;
  pending: boolean;
  plaidCategory: Category;
  /** The category the user chose for this transaction (`user_category_*`). */
  userCategory?: Category | null;
  /** The category of the user's rule for this transaction's merchant (`category_rules`). */
  ruleCategory?: Category | null;
  /** The other half of a matched transfer (`matched_transfer_id`), if any. */
  matchedTransferId?: string | null;
}

export interface Classification {
  direction: Direction;
  /** Always positive (or zero): the direction says which way. */
  amountCents: number;
  kind: MoneyKind;
  /** Whether the transaction is in the totals (spent, income, net) at all: posted, and spending, a refund or income. */
  countsInTotals: boolean;
  category: EffectiveCategory;
  /** What it adds to spending in its category: the amount of spending, minus a refund's; 0 when not counted. */
  spendingCents: number;
  /** What it adds to income: the amount of income, minus a reversed payment's; 0 when not counted. */
  incomeCents: number;
}

/** A user's choice for the transaction beats their merchant rule, which beats Plaid. */
export function effectiveCategory({ plaidCategory, userCategory, ruleCategory }: MoneyInput): EffectiveCategory {
  if (userCategory?.primary != null) return { primary: userCategory.primary, detailed: userCategory.detailed, source: 'user' };
  if (ruleCategory?.primary != null) return { primary: ruleCategory.primary, detailed: ruleCategory.detailed, source: 'rule' };
  return { primary: plaidCategory.primary, detailed: plaidCategory.detailed, source: 'plaid' };
}

/** Zero counts as an outflow (a card check of $0.00), so every row has a direction. */
export const directionOf = (amountCents: number): Direction => (amountCents >= 0 ? 'outflow' : 'inflow');

function kindOf(direction: Direction, category: EffectiveCategory, matchedTransferId: string | null): MoneyKind {
  const { primary, detailed, source } = category;
  if ((TRANSFER_CATEGORIES as readonly (string | null)[]).includes(primary)) return 'transfer';
  if (primary === LOAN_PAYMENTS) return detailed === CARD_PAYMENT ? 'card_payment' : 'loan_payment';
  // A category the user chose wins over our guess that the row is one half of a transfer.
  if (matchedTransferId !== null && source === 'plaid') return 'transfer';
  if (primary === INCOME) return 'income';
  if (direction === 'outflow') return 'spending';
  return primary === null || primary === PLAID_OTHER || primary === LOAN_DISBURSEMENTS ? 'other_inflow' : 'refund';
}

/** The one answer to "what does this transaction do to the user's money?" */
export function classifyTransaction(input: MoneyInput): Classification {
  const direction = directionOf(input.amountCents);
  const amountCents = Math.abs(input.amountCents);
  const category = effectiveCategory(input);
  const kind = kindOf(direction, category, input.matchedTransferId ?? null);
  const countsInTotals = !input.pending && (kind === 'spending' || kind === 'refund' || kind === 'income');
  const signed = direction === 'outflow' ? amountCents : -amountCents;
  return {
    direction,
    amountCents,
    kind,
    countsInTotals,
    category,
    spendingCents: countsInTotals && kind !== 'income' ? signed : 0,
    incomeCents: countsInTotals && kind === 'income' ? -signed : 0,
  };
}

/**
 * Whether a row may be one half of a transfer matched by amount: posted, not zero, and filed by
 * Plaid (no user choice) under a transfer, a loan payment or disbursement, income, or nothing at all. A purchase
 * never is, so a friend paying back a ticket to the cent does not erase the ticket.
 */
export function isTransferPairCandidate({ amountCents, pending, category }: { amountCents: number; pending: boolean; category: EffectiveCategory }): boolean {
  return !pending && amountCents !== 0 && category.source === 'plaid' && (category.primary === null || PAIRABLE_CATEGORIES.includes(category.primary));
}

/** The key a merchant rule matches: Plaid's merchant name, else the transaction's own name, as stored. */
export const merchantKey = (t: { merchant_name: string | null; name: string }): string => t.merchant_name || t.name;

/** A transaction as every money read sees it: the stored columns, the effective category and the classification. */
export interface ClassifiedTransaction {
  id: string;
  user_id: string;
  item_id: string;
  account_id: string;
  plaid_transaction_id: string;
  pending_transaction_id: string | null;
  date: string;
  authorized_date: string | null;
  name: string;
  /** The merchant as the user named it (`merchant_names`), else Plaid's. */
  merchant_name: string | null;
  /** Plaid's merchant name, whatever the user calls it. */
  bank_merchant_name: string | null;
  merchant_renamed: boolean;
  merchant_entity_id: string | null;
  /** What rules, rollups and filters group by: Plaid's merchant name, else the bank's text (never the user's name). */
  merchant_key: string;
  logo_url: string | null;
  website: string | null;
  payment_channel: string | null;
  iso_currency_code: string | null;
  pending: boolean;
  created_at: Date;
  /** Plaid's sign, for the rare reader that needs it; responses use `amount_cents` and `direction`. */
  plaid_amount_cents: number;
  plaid_category_primary: string | null;
  plaid_category_detailed: string | null;
  matched_transfer_id: string | null;
  category_primary: string | null;
  category_detailed: string | null;
  category_source: CategorySource;
  direction: Direction;
  amount_cents: number;
  kind: MoneyKind;
  counts_in_totals: boolean;
  spending_cents: number;
  income_cents: number;
  /** The user's marks (migration 0024): a hidden row is in no total and no rollup. */
  note: string | null;
  /** Hidden by the user, or with its account (migration 0034): in no total and no rollup, listed marked. */
  hidden: boolean;
  /** The row's own mark, whatever its account. */
  hidden_mark: boolean;
  reviewed: boolean;
  /** A split row's part (migration 0039): its number from 1, of `split_parts`; 0 of 0 for a row not split or read whole. */
  split_part: number;
  split_parts: number;
  split_note: string | null;
  /** The part that is the bank's later change of the amount, under the row's own category. */
  split_remainder: boolean;
  /** The whole row's amount in Plaid's sign, whatever the part. */
  whole_amount_cents: number;
  splits: SplitPart[] | null;
}

/** Whether a read of the classified rows sees hidden ones: only what lists rows (marked) or walks balances does; every total leaves them out. */
export interface ClassifiedOptions {
  withHidden?: boolean;
  /** A split row as one row (its amount and its own category), for what pairs transfers or reads a transaction's identity; otherwise a split row is its parts. */
  whole?: boolean;
}

const list = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));
/** `merchantKey` in SQL, for the transactions table aliased `t`. */
const MERCHANT_KEY = sql`coalesce(nullif(t.merchant_name, ''), t.name)`;

/**
 * The user's transactions with `classifyTransaction`'s answer per row, as a subquery to select
 * from: `db.selectFrom(classifiedTransactions(userId).as('t'))`. Filters on its columns (date,
 * account, kind) reach the table's indexes, since Postgres flattens the subquery; sums of
 * `spending_cents` and `income_cents` are exact integers.
 */
export function classifiedTransactions(userId: string, { withHidden = false, whole = false }: ClassifiedOptions = {}): RawBuilder<ClassifiedTransaction> {
  /**
   * A split row (migration 0039) is one row per part: its amount, and its category unless a
   * remainder, numbered from 1; `whole` reads every row as one. The parts are expanded in place,
   * each row walked once in whatever index order a read wants (a page walks the date index).
   * `jsonb_array_elements` is priced at a hundred elements a row; its condition that the row be
   * split lets the planner scale that by the share of split rows, which it knows, instead of
   * taking every row for a hundred (and a page's limit for reached after a row or two).
   */
  const part = sql`p.part`;
  const p = whole
    ? { n: sql`0`, amount: sql`null::bigint`, primary: sql`null::text`, detailed: sql`null::text`, note: sql`null::text`, remainder: sql`false`, from: sql`` }
    : {
        n: sql`coalesce(p.n, 0)`,
        amount: sql`(${part}->>'amount_cents')::bigint`,
        primary: sql`${part}->>'category_primary'`,
        detailed: sql`${part}->>'category_detailed'`,
        note: sql`${part}->>'note'`,
        remainder: sql`coalesce((${part}->>'remainder')::boolean, false)`,
        from: sql`left join lateral (select e.part, e.n from jsonb_array_elements(t.splits) with ordinality as e(part, n) where t.splits is not null) p on true`,
      };
  const counted = sql`
        select t.id, t.user_id, t.item_id, t.account_id, t.plaid_transaction_id, t.pending_transaction_id,
          t.date, t.authorized_date, t.name, coalesce(mn.name, t.merchant_name) as merchant_name, t.merchant_name as bank_merchant_name, mn.name is not null as merchant_renamed,
          t.merchant_entity_id, ${MERCHANT_KEY} as merchant_key,
          t.logo_url, t.website, t.payment_channel, t.iso_currency_code, t.pending, t.created_at,
          coalesce(${p.amount}, t.amount_cents) as plaid_amount_cents,
          ${p.n}::int as split_part, coalesce(jsonb_array_length(t.splits), 0)::int as split_parts, ${p.note} as split_note,
          ${p.remainder} as split_remainder, t.amount_cents as whole_amount_cents, t.splits,
          t.category_primary as plaid_category_primary,
          t.category_detailed as plaid_category_detailed,
          t.matched_transfer_id, t.note, t.hidden or t.account_hidden as hidden, t.hidden as hidden_mark, t.reviewed,
          case when ${p.primary} is not null then ${p.primary}
            when t.user_category_primary is not null then t.user_category_primary
            when r.id is not null then r.category_primary
            else t.category_primary end as category_primary,
          case when ${p.primary} is not null then ${p.detailed}
            when t.user_category_primary is not null then t.user_category_detailed
            when r.id is not null then r.category_detailed
            else t.category_detailed end as category_detailed,
          case when ${p.primary} is not null then 'user'
            when t.user_category_primary is not null and t.rule_id is null then 'user'
            when t.user_category_primary is not null or r.id is not null then 'rule'
            else 'plaid' end as category_source
        from transactions t
        ${p.from}
        left join category_rules r on r.user_id = t.user_id and r.merchant_key = ${MERCHANT_KEY}
        left join merchant_names mn on mn.user_id = t.user_id and mn.merchant_key = ${MERCHANT_KEY}
        where t.user_id = ${userId}${withHidden ? sql`` : sql` and not t.hidden and not t.account_hidden`}`;
  const kind = sql`case
    when e.category_primary in (${list(TRANSFER_CATEGORIES)}) then 'transfer'
    when e.category_primary = ${sql.lit(LOAN_PAYMENTS)} and e.category_detailed = ${sql.lit(CARD_PAYMENT)} then 'card_payment'
    when e.category_primary = ${sql.lit(LOAN_PAYMENTS)} then 'loan_payment'
    when e.matched_transfer_id is not null and e.category_source = 'plaid' then 'transfer'
    when e.category_primary = ${sql.lit(INCOME)} then 'income'
    when e.plaid_amount_cents >= 0 then 'spending'
    when e.category_primary is null or e.category_primary in (${list([PLAID_OTHER, LOAN_DISBURSEMENTS])}) then 'other_inflow'
    else 'refund'
  end`;
  // Spent and income say `counts_in_totals` again in its own words (not pending, not hidden, the
  // kind) rather than by its name: the planner flattens these levels and writes each name out as
  // its whole expression, so by name each would evaluate the kind's CASE twice per row.
  return sql<ClassifiedTransaction>`(
    select k.*,
      case when not k.pending and not k.hidden and k.kind in ('spending', 'refund') then k.plaid_amount_cents else 0::bigint end as spending_cents,
      case when not k.pending and not k.hidden and k.kind = 'income' then -k.plaid_amount_cents else 0::bigint end as income_cents
    from (
      select e.*,
        case when e.plaid_amount_cents >= 0 then 'outflow' else 'inflow' end as direction,
        abs(e.plaid_amount_cents) as amount_cents,
        ${kind} as kind,
        not e.pending and not e.hidden and ${kind} in ('spending', 'refund', 'income') as counts_in_totals
      from (
        ${counted}
      ) e
    ) k
  )`;
}
