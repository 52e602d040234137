import { accountFacts } from './banks.ts';
import { dayInMonth, ymd } from './calendar.ts';
import { rngFor, type Rng } from './random.ts';
import { addedAccountDay } from './history/added-accounts.ts';
import { CardHistory, cardProfile } from './history/card.ts';
import { checkingDay } from './history/checking.ts';
import { lastLoanPayment, loanDay, loanProfile } from './history/loans.ts';
import { type CardProfile, type HistoryAccount, type ItemHistoryInput, type LoanProfile, type TxSpec } from './history/model.ts';
import { makePersona, type Persona } from './history/persona.ts';
import { savingsDay } from './history/savings.ts';
import type { HistoryScope } from './history/scope.ts';
import { Trips, type Trip } from './history/trips.ts';

export { CHANGE_WINDOW_DAYS, finalAmount, HISTORY_MONTHS, PENDING_DAYS } from './history/model.ts';
export type { CardProfile, Fate, Frequency, HistoryAccount, ItemHistoryInput, LoanProfile, TxSpec } from './history/model.ts';

/**
 * The synthetic bank history of one item: every transaction of every account, as a pure function
 * of the seed, the institution, the item's creation index and creation day, the account and the
 * day. Nothing here is stored; `specsOn(day)` gives the same answer on every call and after every
 * restart. How a transaction looks on a given day (pending, posted, modified, removed) is decided
 * by `transactions.ts` from its spec.
 */
export class ItemHistory implements HistoryScope {
  readonly seed: number;
  readonly institutionId: string;
  readonly itemIndex: number;
  readonly createdDay: number;
  readonly startDay: number;
  readonly accounts: ReadonlyMap<string, HistoryAccount>;
  readonly checking: HistoryAccount;
  readonly savings: HistoryAccount | null;
  readonly credit: HistoryAccount | null;
  readonly loans: readonly HistoryAccount[];
  readonly card: CardProfile | null;
  readonly loanProfiles: ReadonlyMap<string, LoanProfile>;
  readonly persona: Persona;
  readonly #trips: Trips;
  readonly #card: CardHistory | null;
  readonly #days = new Map<number, TxSpec[]>();

  constructor(input: ItemHistoryInput) {
    this.seed = input.seed;
    this.institutionId = input.institution.institution_id;
    this.itemIndex = input.itemIndex;
    this.createdDay = input.createdDay;
    const created = ymd(input.createdDay);
    // History starts on the first day of the month `historyMonths` before the item was created.
    this.startDay = dayInMonth(created.year, created.month - input.institution.historyMonths, 1);
    const accounts = new Map<string, HistoryAccount>();
    for (const template of input.institution.accounts) {
      const facts = accountFacts(this.seed, this.institutionId, this.itemIndex, template);
      accounts.set(template.key, { key: template.key, kind: template.kind, name: template.name, officialName: template.officialName, mask: facts.mask, balances: facts.balances, openedDay: this.startDay });
    }
    for (const added of input.added) {
      const facts = accountFacts(this.seed, this.institutionId, this.itemIndex, { key: added.key, kind: added.kind, name: added.name, officialName: added.name });
      accounts.set(added.key, { key: added.key, kind: added.kind, name: added.name, officialName: added.name, mask: facts.mask, balances: facts.balances, openedDay: added.openedDay });
    }
    this.accounts = accounts;
    const templates = [...accounts.values()].filter((a) => !a.key.startsWith('added-'));
    const checking = templates.find((a) => a.kind === 'checking');
    if (!checking) throw new Error(`${this.institutionId}: an institution needs a checking account`);
    this.checking = checking;
    this.savings = templates.find((a) => a.kind === 'savings') ?? null;
    this.credit = templates.find((a) => a.kind === 'credit card') ?? null;
    this.loans = templates.filter((a) => a.kind === 'mortgage' || a.kind === 'auto' || a.kind === 'student');
    this.card = this.credit ? cardProfile(this, this.credit) : null;
    this.loanProfiles = new Map(this.loans.map((loan) => [loan.key, loanProfile(this, loan)]));
    // A fixed scale (the heavy bank) keeps every item of the bank at the same size.
    const persona = makePersona(this);
    this.persona = { ...persona, scale: input.institution.spendScale ?? persona.scale };
    this.#trips = new Trips((...path) => this.rng(...path));
    this.#card = this.credit && this.card ? new CardHistory(this, this.credit, this.card) : null;
  }

  rng(...path: (string | number)[]): Rng {
    return rngFor(this.seed, ...path, this.institutionId, this.itemIndex);
  }

  /** Every transaction authorized on the day, across the item's accounts (in a stable order). */
  specsOn(day: number): readonly TxSpec[] {
    let specs = this.#days.get(day);
    if (!specs) {
      specs = this.#generate(day);
      this.#days.set(day, specs);
    }
    return specs;
  }

  #generate(day: number): TxSpec[] {
    const specs: TxSpec[] = [];
    for (const account of this.accounts.values()) {
      if (day < account.openedDay) continue;
      if (account.key.startsWith('added-')) {
        addedAccountDay(this, account, day, specs);
        continue;
      }
      switch (account.kind) {
        case 'checking':
          checkingDay(this, account, day, specs);
          break;
        case 'savings':
          savingsDay(this, account, day, specs);
          break;
        case 'credit card':
          specs.push(...this.cardBase(day));
          this.#card?.paymentCredit(day, specs);
          break;
        default:
          loanDay(this, account, day, specs);
      }
    }
    return specs;
  }

  // ---- trips (the card pays for them; everyday spending drops while away)

  tripFor(quarter: number): Trip | null {
    return this.#trips.tripFor(quarter);
  }

  tripOn(day: number): boolean {
    return this.#trips.tripOn(day);
  }

  quarter(day: number): number {
    return this.#trips.quarter(day);
  }

  // ---- the credit card (history/card.ts)

  /** The card's own activity for the day (no payments): purchases, subscriptions, travel, refunds, interest and fees. */
  cardBase(day: number): readonly TxSpec[] {
    return this.#card?.cardBase(day) ?? [];
  }

  interestCharge(): number {
    return this.#card!.interestCharge();
  }

  /** The latest statement closing day on or before `day`. */
  statementOnOrBefore(day: number): number {
    return this.#card!.statementOnOrBefore(day);
  }

  previousStatement(statement: number): number {
    return this.#card!.previousStatement(statement);
  }

  dueDate(statement: number): number {
    return this.#card!.dueDate(statement);
  }

  /** New charges in the statement's cycle, as they finally posted. */
  cycleCharges(statement: number): number {
    return this.#card!.cycleCharges(statement);
  }

  statementBalance(statement: number): number {
    return this.#card!.statementBalance(statement);
  }

  minimumPayment(statement: number): number {
    return this.#card!.minimumPayment(statement);
  }

  /** The card payment made from checking on `day`, if one is. */
  cardPaymentOn(day: number): number | null {
    return this.#card?.cardPaymentOn(day) ?? null;
  }

  /** The latest card payment on or before `day`. */
  lastCardPayment(day: number): { day: number; amount: number } | null {
    return this.#card?.lastCardPayment(day) ?? null;
  }

  isOverdue(day: number): boolean {
    return this.#card?.isOverdue(day) ?? false;
  }

  // ---- loans (history/loans.ts)

  /** The latest loan payment on or before `day`. */
  lastLoanPayment(key: string, day: number): { day: number; amount: number } | null {
    return lastLoanPayment(this, key, day);
  }
}
