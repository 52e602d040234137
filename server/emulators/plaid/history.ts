import { accountFacts, type AccountFacts, type AccountKind, type InstitutionProfile } from './banks.ts';
import { addMonths, businessDayOnOrBefore, dayInMonth, daysInMonth, monthIndex, ymd } from './calendar.ts';
import {
  AIRLINES,
  ATM_NAME,
  CAR_RENTAL,
  CHARITY,
  ELECTRIC,
  EMPLOYERS,
  GYMS,
  HOTELS,
  INSURANCE,
  INTERNET,
  LANDLORDS,
  P2P,
  PFC,
  PHONE,
  SPEND_KINDS,
  SUBSCRIPTIONS,
  TRAVEL_PFC,
  WATER,
  type Channel,
  type Merchant,
  type Pfc,
  type SpendKind,
  type SubscriptionKind,
} from './catalog.ts';
import { cents, rngFor, type Rng } from './random.ts';

/**
 * The synthetic bank history of one item: every transaction of every account, as a pure function
 * of the seed, the institution, the item's creation index and creation day, the account and the
 * day. Nothing here is stored; `specsOn(day)` gives the same answer on every call and after every
 * restart. How a transaction looks on a given day (pending, posted, modified, removed) is decided
 * by `transactions.ts` from its spec.
 */

/** A card or debit purchase is pending on the day it is authorized and the two days after. */
export const PENDING_DAYS = 3;
/** A transaction never changes more than this many days after its authorization. */
export const CHANGE_WINDOW_DAYS = 12;
/** History starts on the first day of the month this many months before the item was created. */
export const HISTORY_MONTHS = 24;

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

interface Persona {
  employer: Merchant;
  payFrequency: 'BIWEEKLY' | 'SEMI_MONTHLY' | 'MONTHLY';
  payAmount: number;
  payAnchor: number;
  rent: { landlord: Merchant; amount: number; leaseMonth: number } | null;
  electric: { merchant: Merchant; base: number; dom: number };
  water: { base: number; dom: number } | null;
  internet: { merchant: Merchant; amount: number; dom: number; raiseDay: number };
  phone: { merchant: Merchant; amount: number; dom: number };
  insurance: { merchant: Merchant; amount: number; dom: number };
  gym: { merchant: Merchant; amount: number; dom: number; onCard: boolean; endDay: number | null } | null;
  subscriptions: { kind: SubscriptionKind; price: number; dom: number; month: number; startDay: number; endDay: number | null; raise: { day: number; price: number } | null }[];
  donation: { amount: number; dom: number } | null;
  savings: { amount: number; dom: number };
  checkingInterest: boolean;
  monthlyFee: boolean;
  scale: number;
  commuter: boolean;
  favorites: Map<string, number[]>;
}

interface Trip {
  start: number;
  nights: number;
  booked: number;
  airline: Merchant;
  fare: number;
  hotel: Merchant;
  nightly: number;
  car: number | null;
}

const SEASON = [1.25, 1.2, 1.02, 0.86, 0.8, 1.04, 1.34, 1.4, 1.1, 0.86, 0.94, 1.18];

function poisson(rng: Rng, lambda: number): number {
  if (lambda <= 0) return 0;
  const limit = Math.exp(-lambda);
  let count = 0;
  let product = rng.next();
  while (product > limit && count < 12) {
    count += 1;
    product *= rng.next();
  }
  return count;
}

/** Skewed toward the low end, as everyday amounts are. */
const skewed = (rng: Rng, min: number, max: number) => cents(min + (max - min) * rng.next() ** 1.7);

const upper = (text: string) => text.toUpperCase();

function shuffled<T>(rng: Rng, values: readonly T[]): T[] {
  const copy = [...values];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng.next() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

export interface ItemHistoryInput {
  seed: number;
  institution: InstitutionProfile;
  itemIndex: number;
  createdDay: number;
  /** Accounts the bank added after the item was created (sandbox add_account). */
  added: { key: string; kind: AccountKind; name: string; openedDay: number }[];
}

export class ItemHistory {
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
  readonly #persona: Persona;
  readonly #days = new Map<number, TxSpec[]>();
  readonly #cardBase = new Map<number, TxSpec[]>();
  readonly #trips = new Map<number, Trip | null>();

  constructor(input: ItemHistoryInput) {
    this.seed = input.seed;
    this.institutionId = input.institution.institution_id;
    this.itemIndex = input.itemIndex;
    this.createdDay = input.createdDay;
    const created = ymd(input.createdDay);
    this.startDay = dayInMonth(created.year, created.month - HISTORY_MONTHS, 1);
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
    this.card = this.credit ? this.#cardProfile(this.credit) : null;
    this.loanProfiles = new Map(this.loans.map((loan) => [loan.key, this.#loanProfile(loan)]));
    this.#persona = this.#makePersona();
  }

  #rng(...path: (string | number)[]): Rng {
    return rngFor(this.seed, ...path, this.institutionId, this.itemIndex);
  }

  #cardProfile(card: HistoryAccount): CardProfile {
    const rng = this.#rng('card-profile', card.key);
    const revolving = rng.chance(0.4);
    const purchaseApr = rng.pick([17.99, 19.49, 21.24, 22.99, 24.74, 26.99, 28.49]);
    return {
      closingDom: rng.int(3, 26),
      lead: rng.int(0, 6),
      revolving,
      carried: revolving ? cents(Math.max(250, card.balances.current * rng.amount(0.6, 0.95))) : 0,
      overdue: this.#rng('card-overdue', card.key).chance(1 / 3),
      purchaseApr,
      cashApr: rng.pick([25.99, 27.49, 29.99]),
      balanceTransferApr: rng.chance(0.3) ? 0 : purchaseApr,
    };
  }

  #loanProfile(loan: HistoryAccount): LoanProfile {
    const rng = this.#rng('loan-profile', loan.key);
    const balance = loan.balances.current;
    const [rate, termMonths, elapsed] =
      loan.kind === 'mortgage'
        ? [rng.pick([2.875, 3.25, 3.625, 4.125, 5.5, 6.25, 6.875]), /15-Year/i.test(loan.officialName) ? 180 : 360, rng.int(30, 110)]
        : loan.kind === 'auto'
          ? [rng.pick([3.9, 4.49, 5.99, 6.74, 7.89]), 60, rng.int(6, 30)]
          : [rng.pick([3.73, 4.53, 4.99, 5.5, 6.54]), 120, rng.int(12, 48)];
    const monthly = rate / 100 / 12;
    const remaining = termMonths - elapsed;
    const principalAndInterest = cents((balance * monthly) / (1 - (1 + monthly) ** -Math.max(remaining, 12)));
    const escrow = loan.kind === 'mortgage' ? rng.amount(180, 620) : 0;
    const originalPrincipal = balance / Math.max(0.35, 1 - elapsed / termMonths);
    return {
      rate,
      payment: cents(principalAndInterest + escrow),
      dom: loan.kind === 'mortgage' ? 1 : rng.int(5, 25),
      termMonths,
      originationDay: addMonths(this.createdDay, -elapsed),
      originalPrincipal: Math.round(originalPrincipal / 500) * 500,
      escrow,
    };
  }

  #makePersona(): Persona {
    const rng = this.#rng('persona');
    const payFrequency = rng.pick(['BIWEEKLY', 'BIWEEKLY', 'BIWEEKLY', 'SEMI_MONTHLY', 'SEMI_MONTHLY', 'MONTHLY'] as const);
    const monthlyPay = rng.amount(3_600, 9_800);
    const payAmount = cents(payFrequency === 'BIWEEKLY' ? (monthlyPay * 12) / 26 : payFrequency === 'SEMI_MONTHLY' ? monthlyPay / 2 : monthlyPay);
    const hasMortgage = this.loans.some((l) => l.kind === 'mortgage');
    const subsRng = this.#rng('persona-subscriptions');
    const monthly = SUBSCRIPTIONS.filter((s) => s.frequency === 'MONTHLY');
    const chosen = shuffled(subsRng, monthly).slice(0, subsRng.int(3, 5));
    if (subsRng.chance(0.7)) chosen.push(SUBSCRIPTIONS.find((s) => s.frequency === 'ANNUALLY')!);
    const subscriptions = chosen.map((kind, i) => {
      const price = subsRng.pick(kind.prices);
      // One subscription was cancelled months ago, one started recently, one went up in price.
      const startDay = i === 1 ? this.createdDay - subsRng.int(100, 200) : this.startDay - 400;
      const endDay = i === 2 && kind.frequency === 'MONTHLY' ? this.createdDay - subsRng.int(150, 300) : null;
      const raise = i === 0 ? { day: this.createdDay - subsRng.int(60, 250), price: cents(price + subsRng.pick([1, 1.5, 2, 3])) } : null;
      return { kind, price, dom: subsRng.int(1, 28), month: subsRng.int(0, 11), startDay, endDay, raise };
    });
    const favoritesRng = this.#rng('persona-favorites');
    const favorites = new Map<string, number[]>(
      SPEND_KINDS.map((kind) => [kind.key, kind.merchants.map(() => (favoritesRng.chance(0.75) ? favoritesRng.amount(0.5, 4) : 0.15))]),
    );
    const gymRng = this.#rng('persona-gym');
    return {
      employer: rng.pick(EMPLOYERS),
      payFrequency,
      payAmount,
      // Paydays are Fridays (day 1 of the epoch was a Friday), every other week.
      payAnchor: 1 + 7 * rng.int(0, 1),
      rent: hasMortgage ? null : { landlord: rng.pick(LANDLORDS), amount: Math.round(rng.amount(1_150, 2_900) / 5) * 5, leaseMonth: rng.int(0, 11) },
      electric: { merchant: rng.pick(ELECTRIC), base: rng.amount(58, 135), dom: rng.int(8, 22) },
      water: rng.chance(0.6) ? { base: rng.amount(28, 64), dom: rng.int(10, 25) } : null,
      internet: { merchant: rng.pick(INTERNET), amount: rng.pick([49.99, 59.99, 64.99, 79.99]), dom: rng.int(2, 27), raiseDay: this.createdDay - rng.int(30, 500) },
      phone: { merchant: rng.pick(PHONE), amount: rng.pick([45, 55, 65, 72.5, 85, 95]), dom: rng.int(3, 26) },
      insurance: { merchant: rng.pick(INSURANCE), amount: rng.amount(88, 196), dom: rng.int(1, 28) },
      gym: gymRng.chance(0.6)
        ? { merchant: gymRng.pick(GYMS), amount: gymRng.pick([24.99, 39, 49, 59]), dom: gymRng.int(1, 28), onCard: gymRng.chance(0.5), endDay: gymRng.chance(0.25) ? this.createdDay - gymRng.int(40, 300) : null }
        : null,
      subscriptions,
      donation: rng.chance(0.35) ? { amount: rng.pick([15, 25, 50]), dom: rng.int(1, 28) } : null,
      savings: { amount: Math.round(rng.amount(100, 900) / 25) * 25, dom: rng.int(2, 8) },
      checkingInterest: /interest/i.test(this.checking.name) || rng.chance(0.2),
      monthlyFee: rng.chance(0.25),
      scale: rng.amount(1, 1.5),
      commuter: rng.chance(0.55),
      favorites,
    };
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
        this.#addedAccountDay(account, day, specs);
        continue;
      }
      switch (account.kind) {
        case 'checking':
          this.#checkingDay(account, day, specs);
          break;
        case 'savings':
          this.#savingsDay(account, day, specs);
          break;
        case 'credit card':
          specs.push(...this.cardBase(day));
          this.#cardPaymentCredit(account, day, specs);
          break;
        default:
          this.#loanDay(account, day, specs);
      }
    }
    return specs;
  }

  // ---- building blocks

  #purchase(account: string, day: number, slot: string, rng: Rng, kind: { pfc: Pfc; channel: Channel; tip?: boolean }, merchant: Merchant, amount: number, stream: TxSpec['stream'] = null): TxSpec {
    const fateRoll = rng.next();
    const after = 1 + Math.floor(rng.next() * 4);
    let fate: Fate = { kind: 'none' };
    if (fateRoll < 0.015) fate = { kind: 'dropped' };
    else if (fateRoll < 0.025) fate = { kind: 'reversed', after };
    else if (fateRoll < 0.06) fate = { kind: 'renamed', after };
    else if (fateRoll < 0.085) fate = { kind: 'adjusted', after, amount: cents(amount + (rng.chance(0.5) ? 1 : -1) * Math.max(0.5, cents(amount * 0.08))) };
    const pendingAmount = kind.tip ? cents(amount / (1 + 0.18 + 0.04 * rng.next())) : amount;
    return {
      account,
      day,
      slot,
      amount,
      pendingAmount: Math.max(0.01, pendingAmount),
      postLag: rng.chance(0.7) ? 1 : 2,
      name: merchant.name,
      merchant,
      pfc: kind.pfc,
      channel: kind.channel,
      transactionType: kind.channel === 'online' ? 'digital' : 'place',
      stream,
      fate,
    };
  }

  #posted(account: string, day: number, slot: string, fields: { amount: number; name: string; pfc: Pfc; merchant?: Merchant | null; channel?: Channel; stream?: TxSpec['stream']; type?: TxSpec['transactionType'] }): TxSpec {
    return {
      account,
      day,
      slot,
      amount: cents(fields.amount),
      pendingAmount: null,
      postLag: 0,
      name: fields.name,
      merchant: fields.merchant ?? null,
      pfc: fields.pfc,
      channel: fields.channel ?? 'other',
      transactionType: fields.type ?? 'special',
      stream: fields.stream ?? null,
      fate: { kind: 'none' },
    };
  }

  #favorite(rng: Rng, kind: SpendKind): Merchant {
    const weights = this.#persona.favorites.get(kind.key)!;
    const total = weights.reduce((a, b) => a + b, 0);
    let roll = rng.next() * total;
    for (let i = 0; i < weights.length; i += 1) {
      roll -= weights[i]!;
      if (roll < 0) return kind.merchants[i]!;
    }
    return kind.merchants[kind.merchants.length - 1]!;
  }

  /** Everyday spending on one account's card for the day. */
  #spend(account: HistoryAccount, day: number, side: 'checking' | 'credit', scale: number, specs: TxSpec[]): void {
    const rng = this.#rng('spend', account.key, day);
    const { weekday } = ymd(day);
    const away = this.#tripOn(day);
    for (const kind of SPEND_KINDS) {
      let rate = kind.perMonth[side];
      if (kind.key === 'transit' && !this.#persona.commuter) rate *= 0.15;
      if (kind.key === 'gas' && this.#persona.commuter) rate *= 0.4;
      if (kind.key === 'parking' && this.#persona.commuter) rate *= 0.3;
      if (away && (kind.key === 'transit' || kind.key === 'groceries' || kind.key === 'coffee')) rate *= 0.2;
      if (away && (kind.key === 'restaurants' || kind.key === 'rideshare') && side === 'credit') rate *= 2.5;
      const lambda = (rate / 30.44) * scale * (kind.week?.[weekday] ?? 1);
      const count = poisson(rng, lambda);
      for (let i = 0; i < count; i += 1) {
        const merchant = this.#favorite(rng, kind);
        const amount = kind.min === kind.max ? kind.min : skewed(rng, kind.min, kind.max);
        specs.push(this.#purchase(account.key, day, `${kind.key}-${i}`, rng, kind, merchant, amount));
      }
    }
  }

  // ---- checking

  #isPayday(day: number): boolean {
    const persona = this.#persona;
    const { year, month, dom } = ymd(day);
    switch (persona.payFrequency) {
      case 'BIWEEKLY':
        return (((day - persona.payAnchor) % 14) + 14) % 14 === 0;
      case 'SEMI_MONTHLY':
        return (dom <= 15 && day === businessDayOnOrBefore(dayInMonth(year, month, 15))) || day === businessDayOnOrBefore(dayInMonth(year, month, 31));
      case 'MONTHLY':
        return day === businessDayOnOrBefore(dayInMonth(year, month, 31));
    }
  }

  #checkingDay(account: HistoryAccount, day: number, specs: TxSpec[]): void {
    const persona = this.#persona;
    const key = account.key;
    const { year, month, dom } = ymd(day);
    const lastDom = daysInMonth(year, month);
    const onDom = (target: number) => dom === Math.min(target, lastDom);
    const monthRng = (what: string) => this.#rng('bill', what, monthIndex(year, month));

    if (this.#isPayday(day)) {
      const raise = 1.03 ** (year - 2025);
      const amount = cents(persona.payAmount * raise * this.#rng('pay', day).amount(0.985, 1.015));
      specs.push(this.#posted(key, day, 'pay', { amount: -amount, name: persona.employer.descriptor, merchant: persona.employer, pfc: PFC.wages, stream: { key: 'pay', frequency: persona.payFrequency } }));
    }
    if (persona.rent && dom === 1) {
      const leases = Math.floor((monthIndex(year, month) - persona.rent.leaseMonth - monthIndex(2025, 0)) / 12);
      const amount = Math.round((persona.rent.amount * 1.035 ** leases) / 5) * 5;
      specs.push(this.#posted(key, day, 'rent', { amount, name: persona.rent.landlord.descriptor, merchant: persona.rent.landlord, pfc: PFC.rent, channel: 'online', stream: { key: 'rent', frequency: 'MONTHLY' } }));
    }
    if (onDom(persona.electric.dom)) {
      const amount = persona.electric.base * SEASON[month]! * monthRng('electric').amount(0.9, 1.12);
      specs.push(this.#posted(key, day, 'electric', { amount, name: persona.electric.merchant.descriptor, merchant: persona.electric.merchant, pfc: PFC.electricity, channel: 'online', stream: { key: 'electric', frequency: 'MONTHLY' } }));
    }
    if (persona.water && onDom(persona.water.dom)) {
      const amount = persona.water.base * (month >= 5 && month <= 8 ? 1.3 : 1) * monthRng('water').amount(0.9, 1.1);
      specs.push(this.#posted(key, day, 'water', { amount, name: WATER.descriptor, merchant: WATER, pfc: PFC.water, channel: 'online', stream: { key: 'water', frequency: 'MONTHLY' } }));
    }
    if (onDom(persona.internet.dom)) {
      const amount = day >= persona.internet.raiseDay ? persona.internet.amount + 5 : persona.internet.amount;
      specs.push(this.#posted(key, day, 'internet', { amount, name: persona.internet.merchant.descriptor, merchant: persona.internet.merchant, pfc: PFC.internet, channel: 'online', stream: { key: 'internet', frequency: 'MONTHLY' } }));
    }
    if (onDom(persona.insurance.dom)) {
      specs.push(this.#posted(key, day, 'insurance', { amount: persona.insurance.amount, name: persona.insurance.merchant.descriptor, merchant: persona.insurance.merchant, pfc: PFC.insurance, channel: 'online', stream: { key: 'insurance', frequency: 'MONTHLY' } }));
    }
    const gym = persona.gym;
    if (gym && !gym.onCard && onDom(gym.dom) && (gym.endDay === null || day < gym.endDay)) {
      specs.push(this.#posted(key, day, 'gym', { amount: gym.amount, name: gym.merchant.descriptor, merchant: gym.merchant, pfc: PFC.gym, channel: 'other', stream: { key: 'gym', frequency: 'MONTHLY' } }));
    }
    if (persona.donation && onDom(persona.donation.dom)) {
      specs.push(this.#posted(key, day, 'donation', { amount: persona.donation.amount, name: CHARITY.descriptor, merchant: CHARITY, pfc: PFC.donation, channel: 'online', stream: { key: 'donation', frequency: 'MONTHLY' } }));
    }
    if (this.savings) this.#savingsTransfers(day, specs);
    const card = this.credit;
    if (card) {
      const payment = this.cardPaymentOn(day);
      if (payment !== null) {
        specs.push(this.#posted(key, day, 'card-payment', { amount: payment, name: `${upper(card.name)} PAYMENT ...${card.mask}`, pfc: PFC.cardPayment, channel: 'online', type: 'special', stream: { key: 'card-payment', frequency: 'MONTHLY' } }));
      }
    }
    for (const loan of this.loans) {
      const profile = this.loanProfiles.get(loan.key)!;
      if (onDom(profile.dom)) {
        specs.push(this.#posted(key, day, `loan-${loan.key}`, { amount: profile.payment, name: `${upper(loan.name)} PMT ...${loan.mask}`, pfc: loanPfc(loan.kind), channel: 'online', stream: { key: `loan-${loan.key}`, frequency: 'MONTHLY' } }));
      }
    }
    if (persona.checkingInterest && dom === lastDom) {
      const amount = Math.max(0.01, cents((account.balances.current * 0.0005) / 12 * monthRng('checking-interest').amount(0.8, 1.2)));
      specs.push(this.#posted(key, day, 'interest', { amount: -amount, name: 'INTEREST PAYMENT', pfc: PFC.interestEarned, stream: { key: 'interest', frequency: 'MONTHLY' } }));
    }
    if (persona.monthlyFee && dom === lastDom && monthRng('monthly-fee').chance(0.35)) {
      specs.push(this.#posted(key, day, 'service-fee', { amount: 12, name: 'MONTHLY SERVICE FEE', pfc: PFC.otherBankFee }));
    }
    if (month === 3 && dom === this.#taxRefundDom(year)) {
      const amount = this.#rng('tax-amount', year).amount(240, 2_600);
      specs.push(this.#posted(key, day, 'tax-refund', { amount: -amount, name: 'IRS TREAS 310 TAX REF', pfc: PFC.taxRefund }));
    }

    const rng = this.#rng('checking-misc', day);
    const before = specs.length;
    this.#spend(account, day, 'checking', persona.scale, specs);
    if (specs.length === before) {
      // Never a day without a new transaction: at least a small debit card purchase.
      const kind = SPEND_KINDS.find((k) => k.key === 'convenience')!;
      specs.push(this.#purchase(key, day, 'daily', rng, kind, this.#favorite(rng, kind), skewed(rng, kind.min, kind.max)));
    }
    for (let i = 0, n = poisson(rng, (3 / 30.44) * persona.scale); i < n; i += 1) {
      specs.push(this.#posted(key, day, `p2p-out-${i}`, { amount: skewed(rng, 8, 160), name: `${P2P.descriptor} TO FRIEND`, merchant: P2P, pfc: PFC.p2pOut, channel: 'online', type: 'digital' }));
    }
    if (rng.chance(1.1 / 30.44)) {
      specs.push(this.#posted(key, day, 'p2p-in', { amount: -skewed(rng, 10, 220), name: `${P2P.descriptor} FROM FRIEND`, merchant: P2P, pfc: PFC.p2pIn, channel: 'online', type: 'digital' }));
    }
    if (rng.chance(1.4 / 30.44)) {
      const amount = rng.pick([40, 60, 80, 100, 120, 200]);
      specs.push(this.#posted(key, day, 'atm', { amount, name: ATM_NAME, pfc: PFC.withdrawal, channel: 'in store' }));
      if (rng.chance(0.3)) specs.push(this.#posted(key, day, 'atm-fee', { amount: 3, name: 'NON-NETWORK ATM FEE', pfc: PFC.atmFee, channel: 'in store' }));
    }
    if (rng.chance(0.004)) specs.push(this.#posted(key, day, 'overdraft-fee', { amount: 35, name: 'OVERDRAFT ITEM FEE', pfc: PFC.overdraftFee }));
    if (rng.chance(0.008)) specs.push(this.#posted(key, day, 'deposit', { amount: -skewed(rng, 40, 900), name: 'MOBILE CHECK DEPOSIT', pfc: PFC.deposit, channel: 'online' }));
  }

  #taxRefundDom(year: number): number {
    return this.#rng('tax', year).int(5, 27);
  }

  /** Monthly to savings; now and then back to checking. Both sides of each transfer. */
  #savingsTransfers(day: number, specs: TxSpec[], side: 'checking' | 'savings' = 'checking'): void {
    const savings = this.savings!;
    const checking = this.checking;
    const { year, month, dom } = ymd(day);
    const persona = this.#persona;
    const outKey = side === 'checking' ? checking.key : savings.key;
    if (dom === persona.savings.dom) {
      const amount = persona.savings.amount;
      specs.push(
        side === 'checking'
          ? this.#posted(outKey, day, 'to-savings', { amount, name: `Online Transfer to ${savings.name} x${savings.mask}`, pfc: PFC.transferOut, channel: 'online', stream: { key: 'to-savings', frequency: 'MONTHLY' } })
          : this.#posted(outKey, day, 'from-checking', { amount: -amount, name: `Online Transfer from ${checking.name} x${checking.mask}`, pfc: PFC.transferIn, channel: 'online', stream: { key: 'from-checking', frequency: 'MONTHLY' } }),
      );
    }
    const back = dom === 20 ? this.#rng('savings-back', monthIndex(year, month)) : null;
    if (back?.chance(0.22)) {
      const amount = Math.round(back.amount(200, 1_500) / 50) * 50;
      specs.push(
        side === 'checking'
          ? this.#posted(outKey, day, 'from-savings', { amount: -amount, name: `Online Transfer from ${savings.name} x${savings.mask}`, pfc: PFC.transferIn, channel: 'online' })
          : this.#posted(outKey, day, 'to-checking', { amount, name: `Online Transfer to ${checking.name} x${checking.mask}`, pfc: PFC.transferOut, channel: 'online' }),
      );
    }
  }

  // ---- savings

  #savingsDay(account: HistoryAccount, day: number, specs: TxSpec[]): void {
    const { year, month, dom } = ymd(day);
    if (account === this.savings) this.#savingsTransfers(day, specs, 'savings');
    if (dom === daysInMonth(year, month)) {
      const apy = this.#rng('savings-apy', account.key).pick([0.5, 1.1, 2.25, 3.8, 4.35]);
      const amount = Math.max(0.01, cents(((account.balances.current * apy) / 100 / 12) * this.#rng('savings-interest', account.key, monthIndex(year, month)).amount(0.95, 1.05)));
      specs.push(this.#posted(account.key, day, 'interest', { amount: -amount, name: 'INTEREST PAYMENT', pfc: PFC.interestEarned, stream: { key: 'interest', frequency: 'MONTHLY' } }));
    }
  }

  // ---- credit card

  #tripFor(quarter: number): Trip | null {
    if (this.#trips.has(quarter)) return this.#trips.get(quarter)!;
    const rng = this.#rng('trip', quarter);
    let trip: Trip | null = null;
    if (rng.chance(0.55)) {
      const year = Math.floor(quarter / 4);
      const start = dayInMonth(year, (quarter % 4) * 3, 1) + rng.int(4, 82);
      const travellers = rng.int(1, 2);
      trip = {
        start,
        nights: rng.int(2, 6),
        booked: start - rng.int(12, 50),
        airline: rng.pick(AIRLINES),
        fare: cents(rng.amount(160, 590) * travellers),
        hotel: rng.pick(HOTELS),
        nightly: rng.amount(125, 265),
        car: rng.chance(0.4) ? rng.amount(38, 66) : null,
      };
    }
    this.#trips.set(quarter, trip);
    return trip;
  }

  #quarter(day: number): number {
    const { year, month } = ymd(day);
    return year * 4 + Math.floor(month / 3);
  }

  #tripOn(day: number): boolean {
    const trip = this.#tripFor(this.#quarter(day));
    return trip !== null && day >= trip.start && day <= trip.start + trip.nights;
  }

  /** The card's own activity for the day (no payments): purchases, subscriptions, travel, refunds, interest and fees. */
  cardBase(day: number): readonly TxSpec[] {
    let specs = this.#cardBase.get(day);
    if (specs) return specs;
    specs = [];
    const card = this.credit;
    const profile = this.card;
    if (card && profile) {
      const key = card.key;
      const persona = this.#persona;
      const { year, month, dom } = ymd(day);
      const lastDom = daysInMonth(year, month);
      const onDom = (target: number) => dom === Math.min(target, lastDom);
      const rng = this.#rng('card-misc', day);

      for (const sub of persona.subscriptions) {
        if (day < sub.startDay || (sub.endDay !== null && day >= sub.endDay)) continue;
        if (!onDom(sub.dom) || (sub.kind.frequency === 'ANNUALLY' && month !== sub.month)) continue;
        const price = sub.raise && day >= sub.raise.day ? sub.raise.price : sub.price;
        specs.push(this.#purchase(key, day, `sub-${sub.kind.key}`, rng, { pfc: sub.kind.pfc, channel: 'online' }, sub.kind.merchant, price, { key: `sub-${sub.kind.key}`, frequency: sub.kind.frequency }));
      }
      if (onDom(persona.phone.dom)) {
        specs.push(this.#purchase(key, day, 'phone', rng, { pfc: PFC.phone, channel: 'online' }, persona.phone.merchant, persona.phone.amount, { key: 'phone', frequency: 'MONTHLY' }));
      }
      const gym = persona.gym;
      if (gym && gym.onCard && onDom(gym.dom) && (gym.endDay === null || day < gym.endDay)) {
        specs.push(this.#purchase(key, day, 'gym', rng, { pfc: PFC.gym, channel: 'in store' }, gym.merchant, gym.amount, { key: 'gym', frequency: 'MONTHLY' }));
      }
      for (const quarter of [this.#quarter(day), this.#quarter(day) + 1]) {
        const trip = this.#tripFor(quarter);
        if (!trip) continue;
        if (day === trip.booked) specs.push(this.#purchase(key, day, `flight-${quarter}`, rng, { pfc: TRAVEL_PFC.flights, channel: 'online' }, trip.airline, trip.fare));
        if (day === trip.start + trip.nights) {
          specs.push(this.#purchase(key, day, `hotel-${quarter}`, rng, { pfc: TRAVEL_PFC.lodging, channel: 'in store' }, trip.hotel, cents(trip.nightly * trip.nights)));
          if (trip.car !== null) specs.push(this.#purchase(key, day, `car-${quarter}`, rng, { pfc: TRAVEL_PFC.rentalCars, channel: 'in store' }, CAR_RENTAL, cents(trip.car * (trip.nights + 1))));
        }
      }
      this.#spend(card, day, 'credit', persona.scale, specs);
      if (rng.chance(0.6 / 30.44)) {
        const kindKey = rng.chance(0.7) ? 'marketplace' : 'clothing';
        const kind = SPEND_KINDS.find((k) => k.key === kindKey)!;
        const merchant = this.#favorite(rng, kind);
        specs.push(this.#posted(key, day, 'refund', { amount: -skewed(rng, 12, 130), name: `${merchant.descriptor} REFUND`, merchant, pfc: kind.pfc, channel: kind.channel, type: kind.channel === 'online' ? 'digital' : 'place' }));
      }
      if (profile.revolving && day === this.#statementDay(year, month)) {
        specs.push(this.#posted(key, day, 'interest', { amount: this.interestCharge(), name: 'INTEREST CHARGE ON PURCHASES', pfc: PFC.interestCharge }));
      }
      const due = this.#dueStatementOn(day - 1);
      if (due !== null && this.#missed(due)) specs.push(this.#posted(key, day, 'late-fee', { amount: rng.pick([29, 32, 40]), name: 'LATE FEE', pfc: PFC.otherBankFee }));
    }
    this.#cardBase.set(day, specs);
    return specs;
  }

  interestCharge(): number {
    const profile = this.card!;
    return cents((profile.carried * profile.purchaseApr) / 100 / 12);
  }

  #statementDay(year: number, month: number): number {
    return dayInMonth(year, month, this.card!.closingDom);
  }

  /** The latest statement closing day on or before `day`. */
  statementOnOrBefore(day: number): number {
    const { year, month } = ymd(day);
    const thisMonth = this.#statementDay(year, month);
    return thisMonth <= day ? thisMonth : this.#statementDay(year, month - 1);
  }

  previousStatement(statement: number): number {
    const { year, month } = ymd(statement);
    return this.#statementDay(year, month - 1);
  }

  dueDate(statement: number): number {
    return statement + 25;
  }

  /** The statement whose payment is due on `day`, if any. */
  #dueStatementOn(day: number): number | null {
    if (!this.card) return null;
    const statement = day - 25;
    return this.statementOnOrBefore(statement) === statement ? statement : null;
  }

  /** An overdue card's payments stop about a month before the item was linked. */
  #missed(statement: number): boolean {
    return this.card!.overdue && this.dueDate(statement) >= this.createdDay - 35;
  }

  /** New charges in the statement's cycle, as they finally posted. */
  cycleCharges(statement: number): number {
    let total = 0;
    for (let day = this.previousStatement(statement) + 1; day <= statement; day += 1) {
      for (const spec of this.cardBase(day)) total += finalAmount(spec) ?? 0;
    }
    return cents(total);
  }

  statementBalance(statement: number): number {
    const missed = this.#missed(this.previousStatement(statement)) ? this.statementBalance(this.previousStatement(statement)) : 0;
    const base = this.card!.revolving ? this.card!.carried : 0;
    return cents(Math.max(0, (this.card!.overdue ? missed : base) + this.cycleCharges(statement)));
  }

  minimumPayment(statement: number): number {
    const balance = this.statementBalance(statement);
    if (balance <= 0) return 0;
    const interest = this.card!.revolving ? this.interestCharge() : 0;
    return cents(Math.min(balance, Math.max(35, balance * 0.01 + interest)));
  }

  /** The card payment made from checking on `day`, if one is. */
  cardPaymentOn(day: number): number | null {
    const profile = this.card;
    if (!profile) return null;
    const statement = this.#dueStatementOn(day + profile.lead);
    if (statement === null || this.#missed(statement)) return null;
    const balance = this.statementBalance(statement);
    if (balance <= 0) return null;
    if (!profile.revolving) return balance;
    return cents(Math.max(this.minimumPayment(statement), Math.ceil(this.cycleCharges(statement) / 10) * 10));
  }

  /** The latest card payment on or before `day`. */
  lastCardPayment(day: number): { day: number; amount: number } | null {
    if (!this.card) return null;
    for (let d = day; d >= day - 400; d -= 1) {
      const amount = this.cardPaymentOn(d);
      if (amount !== null) return { day: d, amount };
    }
    return null;
  }

  isOverdue(day: number): boolean {
    if (!this.card) return false;
    const statement = this.statementOnOrBefore(day);
    const due = this.dueDate(statement) <= day ? statement : this.previousStatement(statement);
    return this.#missed(due) && this.statementBalance(due) > 0;
  }

  #cardPaymentCredit(card: HistoryAccount, day: number, specs: TxSpec[]): void {
    const payment = this.cardPaymentOn(day);
    if (payment !== null) specs.push(this.#posted(card.key, day, 'payment', { amount: -payment, name: 'PAYMENT RECEIVED - THANK YOU', pfc: PFC.cardPayment, channel: 'other' }));
  }

  // ---- loans

  #loanDay(account: HistoryAccount, day: number, specs: TxSpec[]): void {
    const profile = this.loanProfiles.get(account.key)!;
    const { year, month, dom } = ymd(day);
    if (dom === Math.min(profile.dom, daysInMonth(year, month))) {
      specs.push(this.#posted(account.key, day, 'payment', { amount: -profile.payment, name: 'PAYMENT RECEIVED', pfc: loanPfc(account.kind), channel: 'other' }));
    }
  }

  /** The latest loan payment on or before `day`. */
  lastLoanPayment(key: string, day: number): { day: number; amount: number } | null {
    const profile = this.loanProfiles.get(key);
    if (!profile) return null;
    const { year, month } = ymd(day);
    const thisMonth = dayInMonth(year, month, profile.dom);
    const paid = thisMonth <= day ? thisMonth : dayInMonth(year, month - 1, profile.dom);
    return paid >= this.startDay ? { day: paid, amount: profile.payment } : null;
  }

  // ---- accounts the bank opened later (sandbox add_account)

  #addedAccountDay(account: HistoryAccount, day: number, specs: TxSpec[]): void {
    const { year, month, dom } = ymd(day);
    switch (account.kind) {
      case 'checking':
      case 'credit card':
        this.#spend(account, day, account.kind === 'checking' ? 'checking' : 'credit', 0.35, specs);
        break;
      case 'savings':
        if (dom === daysInMonth(year, month)) {
          specs.push(this.#posted(account.key, day, 'interest', { amount: -Math.max(0.01, cents((account.balances.current * 0.02) / 12)), name: 'INTEREST PAYMENT', pfc: PFC.interestEarned, stream: { key: 'interest', frequency: 'MONTHLY' } }));
        }
        break;
      default:
        if (dom === 15) specs.push(this.#posted(account.key, day, 'payment', { amount: -cents(Math.max(50, account.balances.current / 120)), name: 'PAYMENT RECEIVED', pfc: loanPfc(account.kind), channel: 'other' }));
    }
  }
}

function loanPfc(kind: AccountKind): Pfc {
  return kind === 'mortgage' ? PFC.mortgagePayment : kind === 'auto' ? PFC.carPayment : PFC.studentPayment;
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
