import { sql, type RawBuilder } from 'kysely';
import type { RuleConditions } from '../../db/schema.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { CATEGORY_TAXONOMY, codesCountedAs } from '../money/index.ts';

/** A transaction's merchant key (Plaid's merchant name, else the bank's text), for the transactions table aliased `t`. */
export const MERCHANT_KEY = sql<string>`coalesce(nullif(t.merchant_name, ''), t.name)`;

/**
 * Where a rule's conditions hold, over the transactions table aliased `t` (the user's rows only:
 * the caller adds `t.user_id`). The merchant is its key or the user's name for it, ignoring case;
 * an account is the one the pages show by `account_id`; amounts are in cents, either way.
 */
export function conditionsHold(userId: string, c: RuleConditions): RawBuilder<boolean> {
  const parts: RawBuilder<boolean>[] = [];
  if (c.merchant !== undefined) {
    parts.push(sql<boolean>`(lower(${MERCHANT_KEY}) = lower(${c.merchant}) or exists (
      select 1 from merchant_names mn where mn.user_id = ${userId} and mn.merchant_key = ${MERCHANT_KEY} and lower(mn.name) = lower(${c.merchant})))`);
  }
  if (c.text !== undefined) parts.push(sql<boolean>`t.name ilike ${containsPattern(c.text.toLowerCase())}`);
  if (c.min_amount_cents !== undefined) parts.push(sql<boolean>`abs(t.amount_cents) >= ${c.min_amount_cents}`);
  if (c.max_amount_cents !== undefined) parts.push(sql<boolean>`abs(t.amount_cents) <= ${c.max_amount_cents}`);
  if (c.direction !== undefined) parts.push(c.direction === 'outflow' ? sql<boolean>`t.amount_cents >= 0` : sql<boolean>`t.amount_cents < 0`);
  if (c.account_id !== undefined) {
    parts.push(sql<boolean>`t.account_id = (select a.id from accounts a where a.user_id = ${userId} and a.plaid_account_id = ${c.account_id})`);
  }
  if (c.bank_category !== undefined) {
    const code = c.bank_category;
    parts.push(CATEGORY_TAXONOMY.some((group) => group.primary === code) ? sql<boolean>`t.category_primary = ${code}` : sql<boolean>`t.category_detailed = any(${codesCountedAs(code)}::text[])`);
  }
  return parts.length === 0 ? sql<boolean>`true` : sql<boolean>`(${sql.join(parts, sql` and `)})`;
}
