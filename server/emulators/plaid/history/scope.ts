import type { Rng } from '../random.ts';
import type { CardProfile, HistoryAccount, LoanProfile } from './model.ts';
import type { Persona } from './persona.ts';
import type { Trip } from './trips.ts';

/** What each kind of account's activity is drawn from: the item's accounts, its persona, its trips. */
export interface HistoryScope {
  readonly seed: number;
  readonly institutionId: string;
  readonly itemIndex: number;
  readonly createdDay: number;
  readonly startDay: number;
  readonly checking: HistoryAccount;
  readonly savings: HistoryAccount | null;
  readonly credit: HistoryAccount | null;
  readonly loans: readonly HistoryAccount[];
  readonly card: CardProfile | null;
  readonly loanProfiles: ReadonlyMap<string, LoanProfile>;
  readonly persona: Persona;
  /** The item's random stream for a purpose (and day, account...): the same on every call. */
  rng(...path: (string | number)[]): Rng;
  tripFor(quarter: number): Trip | null;
  tripOn(day: number): boolean;
  quarter(day: number): number;
  /** The card payment made from checking on `day`, if one is. */
  cardPaymentOn(day: number): number | null;
}
