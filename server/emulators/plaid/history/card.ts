import { CAR_RENTAL, PFC, SPEND_KINDS, TRAVEL_PFC } from '../catalog.ts';
import { dayInMonth, daysInMonth, ymd } from '../calendar.ts';
import { cents } from '../random.ts';
import { posted, purchase, skewed } from './draw.ts';
import { finalAmount, type CardProfile, type HistoryAccount, type TxSpec } from './model.ts';
import { favorite } from './persona.ts';
import type { HistoryScope } from './scope.ts';
import { spend } from './spend.ts';

/** The card's APRs, statement cycle and payment habits. */
export function cardProfile(h: Pick<HistoryScope, 'rng'>, card: HistoryAccount): CardProfile {
  const rng = h.rng('card-profile', card.key);
  const revolving = rng.chance(0.4);
  const purchaseApr = rng.pick([17.99, 19.49, 21.24, 22.99, 24.74, 26.99, 28.49]);
  return {
    closingDom: rng.int(3, 26),
    lead: rng.int(0, 6),
    revolving,
    carried: revolving ? cents(Math.max(250, card.balances.current * rng.amount(0.6, 0.95))) : 0,
    overdue: h.rng('card-overdue', card.key).chance(1 / 3),
    purchaseApr,
    cashApr: rng.pick([25.99, 27.49, 29.99]),
    balanceTransferApr: rng.chance(0.3) ? 0 : purchaseApr,
  };
}

/** The credit card's activity, statements and payments (payments come from checking, a few days before the due date). */
export class CardHistory {
  readonly #cardBase = new Map<number, TxSpec[]>();

  constructor(
    private readonly h: HistoryScope,
    readonly account: HistoryAccount,
    readonly profile: CardProfile,
  ) {}

  /** The card's own activity for the day (no payments): purchases, subscriptions, travel, refunds, interest and fees. */
  cardBase(day: number): readonly TxSpec[] {
    let specs = this.#cardBase.get(day);
    if (specs) return specs;
    specs = [];
    const card = this.account;
    const profile = this.profile;
    const key = card.key;
    const persona = this.h.persona;
    const { year, month, dom } = ymd(day);
    const lastDom = daysInMonth(year, month);
    const onDom = (target: number) => dom === Math.min(target, lastDom);
    const rng = this.h.rng('card-misc', day);

    for (const sub of persona.subscriptions) {
      if (day < sub.startDay || (sub.endDay !== null && day >= sub.endDay)) continue;
      if (!onDom(sub.dom) || (sub.kind.frequency === 'ANNUALLY' && month !== sub.month)) continue;
      const price = sub.raise && day >= sub.raise.day ? sub.raise.price : sub.price;
      specs.push(purchase(key, day, `sub-${sub.kind.key}`, rng, { pfc: sub.kind.pfc, channel: 'online' }, sub.kind.merchant, price, { key: `sub-${sub.kind.key}`, frequency: sub.kind.frequency }));
    }
    if (onDom(persona.phone.dom)) {
      specs.push(purchase(key, day, 'phone', rng, { pfc: PFC.phone, channel: 'online' }, persona.phone.merchant, persona.phone.amount, { key: 'phone', frequency: 'MONTHLY' }));
    }
    const gym = persona.gym;
    if (gym && gym.onCard && onDom(gym.dom) && (gym.endDay === null || day < gym.endDay)) {
      specs.push(purchase(key, day, 'gym', rng, { pfc: PFC.gym, channel: 'in store' }, gym.merchant, gym.amount, { key: 'gym', frequency: 'MONTHLY' }));
    }
    for (const quarter of [this.h.quarter(day), this.h.quarter(day) + 1]) {
      const trip = this.h.tripFor(quarter);
      if (!trip) continue;
      if (day === trip.booked) specs.push(purchase(key, day, `flight-${quarter}`, rng, { pfc: TRAVEL_PFC.flights, channel: 'online' }, trip.airline, trip.fare));
      if (day === trip.start + trip.nights) {
        specs.push(purchase(key, day, `hotel-${quarter}`, rng, { pfc: TRAVEL_PFC.lodging, channel: 'in store' }, trip.hotel, cents(trip.nightly * trip.nights)));
        if (trip.car !== null) specs.push(purchase(key, day, `car-${quarter}`, rng, { pfc: TRAVEL_PFC.rentalCars, channel: 'in store' }, CAR_RENTAL, cents(trip.car * (trip.nights + 1))));
      }
    }
    spend(this.h, card, day, 'credit', persona.scale, specs);
    if (rng.chance(0.6 / 30.44)) {
      const kindKey = rng.chance(0.7) ? 'marketplace' : 'clothing';
      const kind = SPEND_KINDS.find((k) => k.key === kindKey)!;
      const merchant = favorite(this.h.persona, rng, kind);
      specs.push(posted(key, day, 'refund', { amount: -skewed(rng, 12, 130), name: `${merchant.descriptor} REFUND`, merchant, pfc: kind.pfc, channel: kind.channel, type: kind.channel === 'online' ? 'digital' : 'place' }));
    }
    if (profile.revolving && day === this.#statementDay(year, month)) {
      specs.push(posted(key, day, 'interest', { amount: this.interestCharge(), name: 'INTEREST CHARGE ON PURCHASES', pfc: PFC.interestCharge }));
    }
    const due = this.#dueStatementOn(day - 1);
    if (due !== null && this.#missed(due)) specs.push(posted(key, day, 'late-fee', { amount: rng.pick([29, 32, 40]), name: 'LATE FEE', pfc: PFC.lateFee }));
    this.#cardBase.set(day, specs);
    return specs;
  }

  interestCharge(): number {
    const profile = this.profile;
    return cents((profile.carried * profile.purchaseApr) / 100 / 12);
  }

  #statementDay(year: number, month: number): number {
    return dayInMonth(year, month, this.profile.closingDom);
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
    const statement = day - 25;
    return this.statementOnOrBefore(statement) === statement ? statement : null;
  }

  /** An overdue card's payments stop about a month before the item was linked. */
  #missed(statement: number): boolean {
    return this.profile.overdue && this.dueDate(statement) >= this.h.createdDay - 35;
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
    const base = this.profile.revolving ? this.profile.carried : 0;
    return cents(Math.max(0, (this.profile.overdue ? missed : base) + this.cycleCharges(statement)));
  }

  minimumPayment(statement: number): number {
    const balance = this.statementBalance(statement);
    if (balance <= 0) return 0;
    const interest = this.profile.revolving ? this.interestCharge() : 0;
    return cents(Math.min(balance, Math.max(35, balance * 0.01 + interest)));
  }

  /** The card payment made from checking on `day`, if one is. */
  cardPaymentOn(day: number): number | null {
    const profile = this.profile;
    const statement = this.#dueStatementOn(day + profile.lead);
    if (statement === null || this.#missed(statement)) return null;
    const balance = this.statementBalance(statement);
    if (balance <= 0) return null;
    if (!profile.revolving) return balance;
    return cents(Math.max(this.minimumPayment(statement), Math.ceil(this.cycleCharges(statement) / 10) * 10));
  }

  /** The latest card payment on or before `day`. */
  lastCardPayment(day: number): { day: number; amount: number } | null {
    for (let d = day; d >= day - 400; d -= 1) {
      const amount = this.cardPaymentOn(d);
      if (amount !== null) return { day: d, amount };
    }
    return null;
  }

  isOverdue(day: number): boolean {
    const statement = this.statementOnOrBefore(day);
    const due = this.dueDate(statement) <= day ? statement : this.previousStatement(statement);
    return this.#missed(due) && this.statementBalance(due) > 0;
  }

  /** The card's side of the day's payment from checking. */
  paymentCredit(day: number, specs: TxSpec[]): void {
    const payment = this.cardPaymentOn(day);
    if (payment !== null) specs.push(posted(this.account.key, day, 'payment', { amount: -payment, name: 'PAYMENT RECEIVED - THANK YOU', pfc: PFC.cardPayment, channel: 'other' }));
  }
}
