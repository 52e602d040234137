import { ELECTRIC, EMPLOYERS, GYMS, INSURANCE, INTERNET, LANDLORDS, PHONE, SPEND_KINDS, SUBSCRIPTIONS, type Merchant, type SpendKind, type SubscriptionKind } from '../catalog.ts';
import { cents, type Rng } from '../random.ts';
import { shuffled } from './draw.ts';
import type { HistoryAccount } from './model.ts';

/** The person behind an item: employer and pay, bills, subscriptions, habits. Drawn once per item. */
export interface Persona {
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

/** What a persona is drawn from: the item's random streams, accounts and dates. */
interface PersonaSource {
  rng(...path: (string | number)[]): Rng;
  loans: readonly HistoryAccount[];
  checking: HistoryAccount;
  createdDay: number;
  startDay: number;
}

export function makePersona(h: PersonaSource): Persona {
  const rng = h.rng('persona');
  const payFrequency = rng.pick(['BIWEEKLY', 'BIWEEKLY', 'BIWEEKLY', 'SEMI_MONTHLY', 'SEMI_MONTHLY', 'MONTHLY'] as const);
  const monthlyPay = rng.amount(3_600, 9_800);
  const payAmount = cents(payFrequency === 'BIWEEKLY' ? (monthlyPay * 12) / 26 : payFrequency === 'SEMI_MONTHLY' ? monthlyPay / 2 : monthlyPay);
  const hasMortgage = h.loans.some((l) => l.kind === 'mortgage');
  const subsRng = h.rng('persona-subscriptions');
  const monthly = SUBSCRIPTIONS.filter((s) => s.frequency === 'MONTHLY');
  const chosen = shuffled(subsRng, monthly).slice(0, subsRng.int(3, 5));
  if (subsRng.chance(0.7)) chosen.push(SUBSCRIPTIONS.find((s) => s.frequency === 'ANNUALLY')!);
  const subscriptions = chosen.map((kind, i) => {
    const price = subsRng.pick(kind.prices);
    // One subscription was cancelled months ago, one started recently, one went up in price.
    const startDay = i === 1 ? h.createdDay - subsRng.int(100, 200) : h.startDay - 400;
    const endDay = i === 2 && kind.frequency === 'MONTHLY' ? h.createdDay - subsRng.int(150, 300) : null;
    const raise = i === 0 ? { day: h.createdDay - subsRng.int(60, 250), price: cents(price + subsRng.pick([1, 1.5, 2, 3])) } : null;
    return { kind, price, dom: subsRng.int(1, 28), month: subsRng.int(0, 11), startDay, endDay, raise };
  });
  const favoritesRng = h.rng('persona-favorites');
  const favorites = new Map<string, number[]>(
    SPEND_KINDS.map((kind) => [kind.key, kind.merchants.map(() => (favoritesRng.chance(0.75) ? favoritesRng.amount(0.5, 4) : 0.15))]),
  );
  const gymRng = h.rng('persona-gym');
  return {
    employer: rng.pick(EMPLOYERS),
    payFrequency,
    payAmount,
    // Paydays are Fridays (day 1 of the epoch was a Friday), every other week.
    payAnchor: 1 + 7 * rng.int(0, 1),
    rent: hasMortgage ? null : { landlord: rng.pick(LANDLORDS), amount: Math.round(rng.amount(1_150, 2_900) / 5) * 5, leaseMonth: rng.int(0, 11) },
    electric: { merchant: rng.pick(ELECTRIC), base: rng.amount(58, 135), dom: rng.int(8, 22) },
    water: rng.chance(0.6) ? { base: rng.amount(28, 64), dom: rng.int(10, 25) } : null,
    internet: { merchant: rng.pick(INTERNET), amount: rng.pick([49.99, 59.99, 64.99, 79.99]), dom: rng.int(2, 27), raiseDay: h.createdDay - rng.int(30, 500) },
    phone: { merchant: rng.pick(PHONE), amount: rng.pick([45, 55, 65, 72.5, 85, 95]), dom: rng.int(3, 26) },
    insurance: { merchant: rng.pick(INSURANCE), amount: rng.amount(88, 196), dom: rng.int(1, 28) },
    gym: gymRng.chance(0.6)
      ? { merchant: gymRng.pick(GYMS), amount: gymRng.pick([24.99, 39, 49, 59]), dom: gymRng.int(1, 28), onCard: gymRng.chance(0.5), endDay: gymRng.chance(0.25) ? h.createdDay - gymRng.int(40, 300) : null }
      : null,
    subscriptions,
    donation: rng.chance(0.35) ? { amount: rng.pick([15, 25, 50]), dom: rng.int(1, 28) } : null,
    savings: { amount: Math.round(rng.amount(100, 900) / 25) * 25, dom: rng.int(2, 8) },
    checkingInterest: /interest/i.test(h.checking.name) || rng.chance(0.2),
    monthlyFee: rng.chance(0.25),
    scale: rng.amount(1, 1.5),
    commuter: rng.chance(0.55),
    favorites,
  };
}


/** One of the persona's usual merchants of a kind, weighted by how much they like it. */
export function favorite(persona: Persona, rng: Rng, kind: SpendKind): Merchant {
  const weights = persona.favorites.get(kind.key)!;
  const total = weights.reduce((a, b) => a + b, 0);
  let roll = rng.next() * total;
  for (let i = 0; i < weights.length; i += 1) {
    roll -= weights[i]!;
    if (roll < 0) return kind.merchants[i]!;
  }
  return kind.merchants[kind.merchants.length - 1]!;
}

