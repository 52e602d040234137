import { createHash } from 'node:crypto';

/**
 * Deterministic randomness for the synthetic banks: every value is drawn from a stream named by
 * the seed and a path of keys (institution, item index, account, and later month or day), so one
 * value never shifts another when the model grows.
 */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** Amount in [min, max] rounded to cents. */
  amount(min: number, max: number): number;
  pick<T>(values: readonly T[]): T;
  chance(probability: number): boolean;
  /** A string of `length` decimal digits (leading zeros kept). */
  digits(length: number): string;
}

function seed32(parts: readonly (string | number)[]): number {
  return createHash('sha256').update(parts.map(String).join('\u001f')).digest().readUInt32BE(0);
}

/** mulberry32: small, fast and good enough for synthetic data. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function rngFor(seed: number, ...path: (string | number)[]): Rng {
  const next = mulberry32(seed32([seed, ...path]));
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    amount: (min, max) => Math.round((min + next() * (max - min)) * 100) / 100,
    pick: (values) => {
      if (values.length === 0) throw new Error('pick from an empty list');
      return values[Math.floor(next() * values.length)]!;
    },
    chance: (probability) => next() < probability,
    digits: (length) => Array.from({ length }, () => String(Math.floor(next() * 10))).join(''),
  };
  return rng;
}

/** Rounds to cents, avoiding -0. */
export function cents(value: number): number {
  const rounded = Math.round(value * 100) / 100;
  return rounded === 0 ? 0 : rounded;
}

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Plaid-like opaque id (37 base62 characters) that is a pure function of the seed and a path. */
export function stableId(seed: number, ...path: (string | number)[]): string {
  const bytes = createHash('sha512').update([seed, ...path].map(String).join('\u001f')).digest();
  let id = '';
  for (let i = 0; i < 37; i += 1) id += BASE62[bytes[i]! % 62];
  return id;
}
