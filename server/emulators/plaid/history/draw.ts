import type { AccountKind } from '../banks.ts';
import { PFC, type Channel, type Merchant, type Pfc } from '../catalog.ts';
import { cents, type Rng } from '../random.ts';
import type { Fate, TxSpec } from './model.ts';

/** The electric bill's seasonal factor by month, January first. */
export const SEASON = [1.25, 1.2, 1.02, 0.86, 0.8, 1.04, 1.34, 1.4, 1.1, 0.86, 0.94, 1.18];

export function poisson(rng: Rng, lambda: number): number {
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
export const skewed = (rng: Rng, min: number, max: number) => cents(min + (max - min) * rng.next() ** 1.7);

export const upper = (text: string) => text.toUpperCase();

export function shuffled<T>(rng: Rng, values: readonly T[]): T[] {
  const copy = [...values];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng.next() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** A card or debit purchase: pending first, then posted, with a fate drawn from `rng`. */
export function purchase(account: string, day: number, slot: string, rng: Rng, kind: { pfc: Pfc; channel: Channel; tip?: boolean }, merchant: Merchant, amount: number, stream: TxSpec['stream'] = null): TxSpec {
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

/** A transaction that posts at once (pay, bills, transfers, fees, interest). */
export function posted(account: string, day: number, slot: string, fields: { amount: number; name: string; pfc: Pfc; merchant?: Merchant | null; channel?: Channel; stream?: TxSpec['stream']; type?: TxSpec['transactionType'] }): TxSpec {
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

export function loanPfc(kind: AccountKind): Pfc {
  return kind === 'mortgage' ? PFC.mortgagePayment : kind === 'auto' ? PFC.carPayment : PFC.studentPayment;
}
