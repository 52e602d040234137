import type { AccountFacts, AccountKind, InstitutionProfile } from '../banks.ts';
import type { Channel, Merchant, Pfc } from '../catalog.ts';

/** A card or debit purchase is pending on the day it is authorized and the two days after. */
export const PENDING_DAYS = 3;
/** A transaction never changes more than this many days after its authorization. */
export const CHANGE_WINDOW_DAYS = 12;
export { HISTORY_MONTHS } from '../banks.ts';

export type Frequency = 'WEEKLY' | 'BIWEEKLY' | 'SEMI_MONTHLY' | 'MONTHLY' | 'ANNUALLY';

/** What happens to a purchase after it is first seen (purchases only; everything else just posts). */
export type Fate =
  | { kind: 'none' }
  /** The authorization lapses: the pending transaction is removed and never posts. */
  | { kind: 'dropped' }
  /** Posts, then is reversed (removed) `after` days later. */
  | { kind: 'reversed'; after: number }
  /** Posts under its raw descriptor with no merchant; enriched (modified) `after` days later. */
  | { kind: 'renamed'; after: number }
  /** Posts, then its amount is corrected (modified) `after` days later. */
  | { kind: 'adjusted'; after: number; amount: number };

export interface TxSpec {
  /** Account key within the item (`checking`, `credit`, `added-1`, ...). */
  account: string;
  /** Authorization day (UTC day number). */
  day: number;
  /** Unique within the account and day; part of the transaction id. */
  slot: string;
  /** Posted amount, Plaid's sign (positive leaves the account). */
  amount: number;
  /** The authorization's amount for purchases (pending first), null for everything that posts at once. */
  pendingAmount: number | null;
  /** Days from authorization to the posted transaction's `date` (0 for what posts at once). */
  postLag: number;
  name: string;
  merchant: Merchant | null;
  pfc: Pfc;
  channel: Channel;
  transactionType: 'place' | 'digital' | 'special';
  /** The recurring stream it belongs to, if any. */
  stream: { key: string; frequency: Frequency } | null;
  fate: Fate;
}

export interface HistoryAccount {
  key: string;
  kind: AccountKind;
  name: string;
  officialName: string;
  mask: string;
  balances: AccountFacts['balances'];
  /** First day with activity (the item's history start, or the day the bank opened it). */
  openedDay: number;
}

export interface CardProfile {
  closingDom: number;
  /** Days before the due date the payment is made. */
  lead: number;
  /** Carries a balance month to month (pays part of the statement, is charged interest). */
  revolving: boolean;
  carried: number;
  /** Stopped paying: every due date from about a month before the item was linked is missed. */
  overdue: boolean;
  purchaseApr: number;
  cashApr: number;
  balanceTransferApr: number;
}

export interface LoanProfile {
  rate: number;
  payment: number;
  dom: number;
  termMonths: number;
  originationDay: number;
  originalPrincipal: number;
  escrow: number;
}

export interface ItemHistoryInput {
  seed: number;
  institution: InstitutionProfile;
  itemIndex: number;
  createdDay: number;
  /** Accounts the bank added after the item was created (sandbox add_account). */
  added: { key: string; kind: AccountKind; name: string; openedDay: number }[];
}

/** What the transaction finally posted as (null: it never did, or was reversed). */
export function finalAmount(spec: TxSpec): number | null {
  switch (spec.fate.kind) {
    case 'dropped':
    case 'reversed':
      return null;
    case 'adjusted':
      return spec.fate.amount;
    default:
      return spec.amount;
  }
}
