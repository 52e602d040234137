import { formatMoney, cents } from '../money/index.ts';

/** What the product's notifications say, in one place: each a title and a message. */
export interface Notice {
  title: string;
  message: string;
}

const MONTH_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
const listOf = (names: readonly string[]) => new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' }).format(names);
const money = (amount: number, currency: string | null) => formatMoney(cents(amount), 'signed', currency ?? 'USD');
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
