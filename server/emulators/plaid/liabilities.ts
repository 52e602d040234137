import { addMonths, dayInMonth, isoDate, ymd } from './calendar.ts';
import type { ItemHistory } from './history.ts';
import { cents, rngFor } from './random.ts';

/**
 * /liabilities/get over the item's history: credit cards (statements, payments and overdue state
 * agree with the card's transactions), mortgages and student loans. Auto loans are not covered,
 * as at Plaid.
 */

export function creditLiability(history: ItemHistory, accountId: string, today: number) {
  const card = history.card!;
  const statement = history.statementOnOrBefore(today);
  const payment = history.lastCardPayment(today);
  const interest = card.revolving ? history.interestCharge() : 0;
  return {
    account_id: accountId,
    aprs: [
      { apr_percentage: card.purchaseApr, apr_type: 'purchase_apr', balance_subject_to_apr: card.revolving ? card.carried : 0, interest_charge_amount: interest },
      { apr_percentage: card.cashApr, apr_type: 'cash_apr', balance_subject_to_apr: 0, interest_charge_amount: 0 },
      { apr_percentage: card.balanceTransferApr, apr_type: 'balance_transfer_apr', balance_subject_to_apr: 0, interest_charge_amount: 0 },
    ],
    is_overdue: history.isOverdue(today),
    last_payment_amount: payment?.amount ?? null,
    last_payment_date: payment ? isoDate(payment.day) : null,
    last_statement_issue_date: isoDate(statement),
    last_statement_balance: history.statementBalance(statement),
    minimum_payment_amount: history.minimumPayment(statement),
    next_payment_due_date: isoDate(history.dueDate(statement)),
  };
}

function nextDue(dom: number, today: number): number {
  const { year, month } = ymd(today);
  const thisMonth = dayInMonth(year, month, dom);
  return thisMonth > today ? thisMonth : dayInMonth(year, month + 1, dom);
}

/** Principal and interest paid this calendar year, by a simple amortization of the payments. */
function yearToDate(history: ItemHistory, key: string, today: number, balance: number) {
  const profile = history.loanProfiles.get(key)!;
  const { year, month } = ymd(today);
  const payments = dayInMonth(year, month, profile.dom) <= today ? month + 1 : month;
  const interest = cents(payments * ((balance * profile.rate) / 100 / 12));
  const principal = cents(Math.max(0, payments * (profile.payment - profile.escrow) - interest));
  return { interest, principal };
}

export function mortgageLiability(history: ItemHistory, key: string, accountId: string, today: number) {
  const account = history.accounts.get(key)!;
  const profile = history.loanProfiles.get(key)!;
  const rng = rngFor(history.seed, 'mortgage-facts', history.institutionId, history.itemIndex, key);
  const last = history.lastLoanPayment(key, today);
  const ytd = yearToDate(history, key, today, account.balances.current);
  return {
    account_id: accountId,
    account_number: rng.digits(10),
    current_late_fee: 0,
    escrow_balance: rng.amount(900, 4_800),
    has_pmi: rng.chance(0.3),
    has_prepayment_penalty: false,
    interest_rate: { percentage: profile.rate, type: 'fixed' },
    last_payment_amount: last?.amount ?? null,
    last_payment_date: last ? isoDate(last.day) : null,
    loan_type_description: 'conventional',
    loan_term: `${profile.termMonths / 12} year`,
    maturity_date: isoDate(addMonths(profile.originationDay, profile.termMonths)),
    next_monthly_payment: profile.payment,
    next_payment_due_date: isoDate(nextDue(profile.dom, today)),
    origination_date: isoDate(profile.originationDay),
    origination_principal_amount: profile.originalPrincipal,
    past_due_amount: 0,
    property_address: {
      street: `${rng.int(12, 4_800)} ${rng.pick(['Alder', 'Birch', 'Cedar', 'Juniper', 'Willow', 'Magnolia'])} ${rng.pick(['Street', 'Avenue', 'Lane', 'Court'])}`,
      city: rng.pick(['Springfield', 'Riverton', 'Fairview', 'Lakeside']),
      region: rng.pick(['OR', 'WA', 'CO', 'NC', 'MN']),
      postal_code: rng.digits(5),
      country: 'US',
    },
    ytd_interest_paid: ytd.interest,
    ytd_principal_paid: ytd.principal,
  };
}

export function studentLiability(history: ItemHistory, key: string, accountId: string, today: number) {
  const account = history.accounts.get(key)!;
  const profile = history.loanProfiles.get(key)!;
  const rng = rngFor(history.seed, 'student-facts', history.institutionId, history.itemIndex, key);
  const last = history.lastLoanPayment(key, today);
  const ytd = yearToDate(history, key, today, account.balances.current);
  const paymentsMade = Math.max(0, Math.round((today - profile.originationDay) / 30.44) - 6);
  const { year, month } = ymd(today);
  const statement = dayInMonth(year, month, Math.max(1, profile.dom - 21)) <= today ? dayInMonth(year, month, Math.max(1, profile.dom - 21)) : dayInMonth(year, month - 1, Math.max(1, profile.dom - 21));
  return {
    account_id: accountId,
    account_number: rng.digits(10),
    disbursement_dates: [isoDate(profile.originationDay)],
    expected_payoff_date: isoDate(addMonths(profile.originationDay, profile.termMonths + 6)),
    guarantor: 'DEPT OF ED',
    interest_rate_percentage: profile.rate,
    is_overdue: false,
    last_payment_amount: last?.amount ?? null,
    last_payment_date: last ? isoDate(last.day) : null,
    last_statement_balance: account.balances.current,
    last_statement_issue_date: isoDate(statement),
    loan_name: account.officialName,
    loan_status: { end_date: isoDate(addMonths(profile.originationDay, profile.termMonths + 6)), type: 'repayment' },
    minimum_payment_amount: profile.payment,
    next_payment_due_date: isoDate(nextDue(profile.dom, today)),
    origination_date: isoDate(profile.originationDay),
    origination_principal_amount: profile.originalPrincipal,
    outstanding_interest_amount: cents((account.balances.current * profile.rate) / 100 / 365 * rng.int(5, 25)),
    payment_reference_number: rng.digits(10),
    pslf_status: { estimated_eligibility_date: null, payments_made: paymentsMade, payments_remaining: Math.max(0, 120 - paymentsMade) },
    repayment_plan: { description: 'Standard Repayment', type: 'standard' },
    sequence_number: '1',
    servicer_address: { city: 'Fairview', country: 'US', postal_code: '80112', region: 'CO', street: '500 Servicing Way' },
    ytd_interest_paid: ytd.interest,
    ytd_principal_paid: ytd.principal,
  };
}
