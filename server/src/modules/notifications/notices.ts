import { formatMoney, cents } from '../money/index.ts';

/** What the product's notifications say, in one place: each a title and a message. */
export interface Notice {
  title: string;
  message: string;
  /** Where it leads in the app (a path of the SPA), if anywhere. */
  link?: string;
}

const MONTH_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
const listOf = (names: readonly string[]) => new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' }).format(names);
const money = (amount: number, currency: string | null) => formatMoney(cents(amount), 'signed', currency ?? 'USD');
/** An amount in cents without a sign ("$1,280.00"). */
const sizeText = (amountCents: number, currency: string | null) => formatMoney(amountCents, 'size', currency ?? 'USD');
/** "Dec 2" for `2026-12-02`. */
const dayText = (date: string) => `${MONTH_SHORT[Number(date.slice(5, 7)) - 1]} ${Number(date.slice(8, 10))}`;

/** A bank's first link: the accounts it brought, named. */
export function accountsAddedNotice(accountNames: readonly string[], institutionName: string): Notice {
  return {
    title: `${count(accountNames.length, 'account', 'accounts')} added`,
    message: `${listOf(accountNames)} at ${institutionName} ${accountNames.length === 1 ? 'is' : 'are'} now connected. Your transactions are on their way.`,
  };
}

/** The first import of a bank's transactions has finished. */
export function transactionsReadyNotice(transactionCount: number, institutionName: string): Notice {
  return {
    title: 'Your transactions are ready',
    message:
      transactionCount > 0
        ? `${count(transactionCount, 'transaction', 'transactions')} from ${institutionName} ${transactionCount === 1 ? 'is' : 'are'} ready to explore.`
        : `${institutionName} has no transactions to show yet; new ones appear as they post.`,
  };
}

export interface CardPaymentDue {
  cardName: string;
  currency: string | null;
  dueDate: string;
  daysLeft: number;
  minimumPayment: number | null;
  statementBalance: number | null;
}

/** A card's payment is due within a few days and its minimum is unpaid. */
export function cardPaymentDueNotice({ cardName, currency, dueDate, daysLeft, minimumPayment, statementBalance }: CardPaymentDue): Notice {
  const when = daysLeft === 0 ? 'today' : daysLeft === 1 ? 'tomorrow' : `in ${daysLeft} days`;
  const pay = minimumPayment === null ? `Pay your ${cardName}` : `Pay at least ${money(minimumPayment, currency)} on your ${cardName}`;
  const statement = statementBalance === null ? '' : ` (statement balance ${money(statementBalance, currency)})`;
  return {
    title: `Card payment due ${when}`,
    message: `${pay} by ${dayText(dueDate)}${statement}.`,
  };
}

/** The one notice when a staged item's older history has all arrived (never "N new transactions" for the backfill). */
export function historyCompleteNotice(institutionName: string): Notice {
  return { title: 'Your full history is here', message: `Your full history from ${institutionName} is here.` };
}

// ── Alerts (issue 25; README "Alerts") ─────────────────────────────────────

/** A new purchase over the user's amount. */
export function largePurchaseNotice(merchant: string, amountCents: number, thresholdCents: number, accountName: string, currency: string | null, date: string): Notice {
  return {
    title: 'Large purchase',
    message: `${merchant}: ${sizeText(amountCents, currency)} on ${dayText(date)} from ${accountName}, over your ${sizeText(thresholdCents, currency)} alert.`,
  };
}

/** A cash account's balance fell below the user's amount. */
export function lowBalanceNotice(accountName: string, balanceCents: number, thresholdCents: number, currency: string | null): Notice {
  return { title: 'Low balance', message: `${accountName} is at ${sizeText(balanceCents, currency)}, below your ${sizeText(thresholdCents, currency)} alert.` };
}

/** A recurring bill is expected within the user's days. */
export function billDueNotice(merchant: string, amountCents: number, dueDate: string, daysLeft: number): Notice {
  const when = daysLeft === 0 ? 'today' : daysLeft === 1 ? 'tomorrow' : `in ${daysLeft} days`;
  return { title: `Bill due ${when}`, message: `${merchant}, about ${sizeText(amountCents, null)}, is expected on ${dayText(dueDate)}.` };
}

/** The bank found a recurring charge for the first time. */
export function newRecurringNotice(merchant: string, amountCents: number, frequency: string): Notice {
  return { title: 'New recurring charge', message: `${merchant} charges you ${sizeText(amountCents, null)} ${frequency.toLowerCase().replace('_', '-')}; it is now in your recurring payments.` };
}

/** A charge over the rule's multiple of the merchant's usual. */
export function unusualChargeNotice(merchant: string, amountCents: number, medianCents: number, priorCount: number, currency: string | null): Notice {
  return {
    title: 'Unusually large charge',
    message: `${merchant} charged ${sizeText(amountCents, currency)}, more than twice its usual ${sizeText(medianCents, currency)} (the median of your last ${priorCount} charges there).`,
  };
}
