import type { components } from '@contract/schema';
import { cardPaymentStatus } from '../../../../../contract/card-payment-status.ts';
import { categoryLabel } from '../../../../../contract/category-label.ts';
import { categoryNamesOf } from '../../categories/index.ts';
import { addDays, addMonths, type DateRange } from '../../../lib/calendar.ts';
import { CASH_TYPES, balanceAt, liabilityFieldsOf, listAccounts, listCreditLiabilities, postedAmountsByAccountDay, totalsAt, type PostedAmount } from '../../accounts/index.ts';
import { moneyText, percentText, percentValue, signedMoneyText, monthCategoryFigures, dollars } from '../../money/index.ts';
import { addMonthsTo } from '../../budgets/index.ts';
import { ACCOUNT_DETAIL_MONTHS, BALANCE_LOOKBACK_MONTHS, HIGH_UTILISATION_PERCENT, LOW_CASH_CENTS, PAYMENT_DUE_SOON_DAYS } from '../analysis-rules.ts';
import type { ComputeAnalysis } from '../computed-analysis.ts';
import type { AccountDetailFacts, AccountFacts } from './facts.ts';
import { chart, dayBefore, metric, monthOf, spentLink, sumOf } from './figures.ts';
import { periodOf } from '../../assistant/index.ts';

type AnalysisAccount = components['schemas']['AnalysisAccount'];
type AccountRow = Awaited<ReturnType<typeof listAccounts>>[number];
type LiabilityRow = Awaited<ReturnType<typeof listCreditLiabilities>>[number];

const BANK_FEES = 'BANK_FEES';
const INTEREST_CHARGE = 'BANK_FEES_INTEREST_CHARGE';
const ACCOUNT_TYPES: readonly AnalysisAccount['type'][] = ['depository', 'credit', 'loan', 'investment', 'brokerage', 'other'];

const displayName = (account: AccountRow) => account.official_name ?? account.name;
const currentOf = (account: AccountRow) => (account.current_cents === null ? null : Number(account.current_cents));
const limitOf = (account: AccountRow) => (account.limit_cents === null ? null : Number(account.limit_cents));

/** A card's owed share of its limit; null for other accounts or without a limit. */
function utilisationOf(account: AccountRow): { owed: number; limit: number } | null {
  const limit = limitOf(account);
  const current = currentOf(account);
  if (account.type !== 'credit' || limit === null || limit <= 0 || current === null) return null;
  // A card in credit (a refund exceeding what was owed) owes nothing, not a negative share.
  return { owed: Math.max(current, 0), limit };
}

/** Why the account needs attention, in words (empty when it does not). */
function attentionOf(account: AccountRow, liability: LiabilityRow | undefined, today: string): string[] {
  const reasons: string[] = [];
  if (account.item_status === 'login_required') reasons.push(`The connection to ${account.institution_name} needs you to sign in again.`);
  const utilisation = utilisationOf(account);
  if (utilisation && percentValue(utilisation.owed, utilisation.limit)! >= HIGH_UTILISATION_PERCENT) {
    reasons.push(`Credit utilisation is ${percentText(utilisation.owed, utilisation.limit)}, ${HIGH_UTILISATION_PERCENT}% or more of the limit.`);
  }
  // The card's status as the accounts page shows it: overdue only past the due date with the minimum unpaid, nothing due once paid.
  const status = liability ? cardPaymentStatus(liabilityFieldsOf(liability), today).kind : null;
  if (status === 'overdue') reasons.push('A payment is overdue.');
  const due = liability?.next_payment_due_date;
  const minimum = Number(liability?.minimum_payment_cents ?? 0);
  const unpaid = status === 'due' || status === 'due_soon';
  if (unpaid && due && minimum > 0 && due >= today && due <= addDays(today, PAYMENT_DUE_SOON_DAYS)) reasons.push(`The minimum payment of ${moneyText(minimum)} is due on ${due}.`);
  if (CASH_TYPES.includes(account.type)) {
    const available = account.available_cents === null ? currentOf(account) : Number(account.available_cents);
    if (available !== null && available < 0) reasons.push(`The available balance is ${signedMoneyText(available)}: the account is overdrawn.`);
    else if (available !== null && available < LOW_CASH_CENTS) reasons.push(`The available balance is ${moneyText(available)}, under ${moneyText(LOW_CASH_CENTS)}.`);
  }
  return reasons;
}

/** Spent on bank fees over the range, per detailed category (README rules: refunds of fees take off). */
async function feesPaid(input: Parameters<ComputeAnalysis>[0], range: DateRange) {
  const rows = (await monthCategoryFigures(input.db, input.userId, range)).filter((r) => r.category_primary === BANK_FEES);
  const byDetail = new Map<string | null, number>();
  for (const r of rows) byDetail.set(r.category_detailed, (byDetail.get(r.category_detailed) ?? 0) + r.spent_cents);
  const total = sumOf([...byDetail.values()], (cents) => cents);
  const interest = byDetail.get(INTEREST_CHARGE) ?? 0;
  const kinds = [...byDetail]
    .filter((entry): entry is [string, number] => entry[0] !== null && entry[0] !== INTEREST_CHARGE && entry[1] !== 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return { total, interest, fees: total - interest, kinds };
}

const signedOrNull = (cents: number | null) => (cents === null ? null : signedMoneyText(cents));
const moneyOrNull = (cents: number | null) => (cents === null ? null : moneyText(cents));
const dollarsOrNull = (cents: number | null) => (cents === null ? null : dollars(cents));
const difference = (now: number | null, then: number | null) => (now === null || then === null ? null : now - then);

/**
 * Account detail (README, "The budget overview"): every account's balance now and 1, 3 and 12
 * months ago (walked back from the current balance through the posted transactions since), credit
 * utilisation, interest and fees paid over the 12 months up to today, and what needs attention.
 */
export const computeAccountDetail: ComputeAnalysis = async (input) => {
  const { db, userId, today } = input;
  const period: DateRange = { start: addDays(addMonths(today, -ACCOUNT_DETAIL_MONTHS), 1), end: today };
  const [accounts, liabilities, flows, fees, names] = await Promise.all([
    listAccounts(db, userId),
    listCreditLiabilities(db, userId),
    // 12 months ago is the earliest day walked back to (the first month end is later in its month).
    postedAmountsByAccountDay(db, userId, addMonths(today, -ACCOUNT_DETAIL_MONTHS)),
    feesPaid(input, period),
    categoryNamesOf(db, userId),
  ]);
  const flowsOf = new Map<string, PostedAmount[]>();
  for (const f of flows) (flowsOf.get(f.account_id) ?? flowsOf.set(f.account_id, []).get(f.account_id)!).push(f);
  const at = (day: string) => (account: AccountRow) => balanceAt(account, flowsOf.get(account.id) ?? [], day);
  const liabilityOf = new Map(liabilities.map((l) => [l.plaid_account_id, l]));

  const [oneMonth, threeMonths, twelveMonths] = BALANCE_LOOKBACK_MONTHS.map((months) => addMonths(today, -months)) as [string, string, string];
  const perAccount = accounts.map((account) => {
    const balance = currentOf(account);
    const then = { one: at(oneMonth)(account), three: at(threeMonths)(account), twelve: at(twelveMonths)(account) };
    const utilisation = utilisationOf(account);
    return { account, balance, then, utilisation, attention: attentionOf(account, liabilityOf.get(account.plaid_account_id), today) };
  });

  const now = totalsAt(accounts, currentOf);
  const monthAgo = totalsAt(accounts, at(oneMonth));
  const cards = perAccount.filter((a) => a.utilisation !== null);
  const owedOnCards = sumOf(cards, (a) => a.utilisation!.owed);
  const cardLimits = sumOf(cards, (a) => a.utilisation!.limit);
  const needingAttention = perAccount.filter((a) => a.attention.length > 0);

  // The balance trend: each of the last 12 month ends, then today.
  const monthEnds = Array.from({ length: ACCOUNT_DETAIL_MONTHS }, (_, i) => dayBefore(addMonthsTo(monthOf(today), i - ACCOUNT_DETAIL_MONTHS + 1)));
  const trend = [...monthEnds.map((day) => totalsAt(accounts, at(day))), now];

  const accountFacts = perAccount.map(({ account, balance, then, utilisation, attention }): AccountFacts => ({
    name: displayName(account),
    institution: account.institution_name,
    type: account.type,
    balance: signedOrNull(balance),
    available: signedOrNull(account.available_cents === null ? null : Number(account.available_cents)),
    credit_limit: moneyOrNull(limitOf(account)),
    balance_1_month_ago: signedOrNull(then.one),
    change_1_month: signedOrNull(difference(balance, then.one)),
    balance_3_months_ago: signedOrNull(then.three),
    change_3_months: signedOrNull(difference(balance, then.three)),
    balance_12_months_ago: signedOrNull(then.twelve),
    change_12_months: signedOrNull(difference(balance, then.twelve)),
    utilisation: utilisation && percentText(utilisation.owed, utilisation.limit),
    attention,
  }));

  const feesLink = spentLink(period, BANK_FEES);
  const facts: AccountDetailFacts = {
    type: 'account_detail_analysis',
    today,
    period: periodOf(period),
    balances_as_of: { one_month_ago: oneMonth, three_months_ago: threeMonths, twelve_months_ago: twelveMonths },
    totals: {
      net_worth: signedMoneyText(now.netWorth),
      net_worth_1_month_ago: signedMoneyText(monthAgo.netWorth),
      net_worth_change_1_month: signedMoneyText(now.netWorth - monthAgo.netWorth),
      cash: signedMoneyText(now.cash),
      cash_change_1_month: signedMoneyText(now.cash - monthAgo.cash),
      investments: signedMoneyText(now.investments),
      credit_owed: signedMoneyText(now.owed),
      credit_owed_change_1_month: signedMoneyText(now.owed - monthAgo.owed),
      credit_limit: moneyText(cardLimits),
      credit_utilisation: percentText(owedOnCards, cardLimits),
    },
    accounts: accountFacts,
    interest_and_fees: {
      total: signedMoneyText(fees.total),
      link: feesLink,
      interest: { amount: signedMoneyText(fees.interest), link: spentLink(period, INTEREST_CHARGE) },
      fees: { amount: signedMoneyText(fees.fees), by_kind: fees.kinds.map(([code, cents]) => ({ kind: categoryLabel(code, BANK_FEES, names), amount: signedMoneyText(cents), link: spentLink(period, code) })) },
    },
    accounts_needing_attention: needingAttention.length,
    attention: needingAttention.map((a) => ({ account: `${displayName(a.account)} (${a.account.institution_name})`, reasons: a.attention })),
  };

  return {
    facts,
    visualizations: {
      metrics: [
        metric({ id: 'net_worth', label: 'Net worth', unit: 'currency', value: now.netWorth, change: now.netWorth - monthAgo.netWorth, betterWhen: 'up' }),
        metric({ id: 'cash', label: 'Cash', unit: 'currency', value: now.cash, change: now.cash - monthAgo.cash, betterWhen: 'up' }),
        metric({ id: 'credit_owed', label: 'Credit owed', unit: 'currency', value: now.owed, change: now.owed - monthAgo.owed, betterWhen: 'down' }),
        metric({ id: 'credit_utilisation', label: 'Credit utilisation', unit: 'percent', value: percentValue(owedOnCards, cardLimits) }),
        metric({ id: 'interest_and_fees_12m', label: 'Interest and fees (12 months)', unit: 'currency', value: fees.total, link: feesLink }),
        metric({ id: 'accounts_needing_attention', label: 'Accounts needing attention', unit: 'count', value: needingAttention.length }),
      ],
      charts: [
        chart('balance_trend', 'line', 'Balances at each month end', 'currency', [...monthEnds, today], [
          { label: 'Cash', values: trend.map((t) => t.cash) },
          { label: 'Credit owed', values: trend.map((t) => t.owed) },
          { label: 'Net worth', values: trend.map((t) => t.netWorth) },
        ]),
        chart('credit_utilisation', 'bar', 'Credit utilisation per card', 'percent', cards.map((c) => displayName(c.account)), [
          { label: 'Utilisation', values: cards.map((c) => percentValue(c.utilisation!.owed, c.utilisation!.limit)) },
        ]),
      ],
      accounts: perAccount.map(({ account, balance, then, utilisation, attention }): AnalysisAccount => ({
        account_id: account.plaid_account_id,
        institution_name: account.institution_name,
        name: displayName(account),
        mask: account.mask,
        type: ACCOUNT_TYPES.find((t) => t === account.type) ?? 'other',
        subtype: account.subtype,
        balance: dollarsOrNull(balance),
        available: dollarsOrNull(account.available_cents === null ? null : Number(account.available_cents)),
        credit_limit: dollarsOrNull(limitOf(account)),
        change_1m: dollarsOrNull(difference(balance, then.one)),
        change_3m: dollarsOrNull(difference(balance, then.three)),
        change_12m: dollarsOrNull(difference(balance, then.twelve)),
        utilisation: utilisation && percentValue(utilisation.owed, utilisation.limit),
        attention,
      })),
      income_spend_data: [],
    },
  };
};
