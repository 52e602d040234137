import { ApiError, type SplitPartRequest, type Transaction, type UserCategoryGroup } from '@/shared/api';
import { toCents } from '@/shared/lib';
import type { SelectOptionGroup } from '@/shared/ui';
import { partLegend } from '../config/copy';
import { MIN_SPLIT_PARTS } from '../config/limits';

/** One part as the split dialog edits it. */
export interface PartDraft {
  /** Stays with the part while others are added and removed (its React key, and where focus goes). */
  key: number;
  /** The amount as typed ("12.50"). */
  amount: string;
  /** One of the person's categories (`UserCategory.id`); `''` while none is chosen. */
  categoryId: string;
  note: string;
}

/** A transaction as a whole, from its listed rows (one row per part when split). */
export interface WholeTransaction {
  /** Its amount in cents, in `direction`. */
  cents: number;
  direction: Transaction['direction'];
  /** The row of a whole transaction (its category in force), else its first part. */
  row: Transaction;
  /** Its parts in order, the bank's remainder included; none when whole. */
  parts: readonly Transaction[];
}

/** A row's part of a split, `split` being absent from rows read before splits existed. */
const isPart = (row: Transaction): row is Transaction & { split: NonNullable<Transaction['split']> } => row.split != null;

/**
 * The transaction a row belongs to, from its rows as listed (`rows`; the opened row alone while they
 * load). Its direction is its parts' own: a remainder where the bank lowered the amount is listed
 * the other way.
 */
export function wholeTransaction(opened: Transaction, rows: readonly Transaction[] | undefined): WholeTransaction {
  const listed = rows !== undefined && rows.length > 0 ? rows : [opened];
  const parts = listed.filter(isPart);
  const row = listed[0] ?? opened;
  if (parts.length === 0) return { cents: toCents(row.amount), direction: row.direction, row, parts };
  const first = parts.find((part) => !part.split.remainder) ?? row;
  return { cents: toCents(parts[0]!.split.whole_amount), direction: first.direction, row, parts };
}

const AMOUNT = /^(\d{1,9})(?:\.(\d{0,2}))?$|^\.(\d{1,2})$/;

/** A part's amount as typed ("12.5", "$1,200") in cents: above zero with at most two decimals, else `undefined`. */
export function centsOfAmount(text: string): number | undefined {
  const match = AMOUNT.exec(text.replace(/[\s$,]/g, ''));
  if (!match) return undefined;
  const cents = Number(match[1] ?? 0) * 100 + Number((match[2] ?? match[3] ?? '').padEnd(2, '0'));
  return cents > 0 ? cents : undefined;
}

/** Cents as a part's field shows them: "28.42". */
export const amountTextOf = (cents: number): string => (cents / 100).toFixed(2);

/**
 * What is left of the whole once the parts are counted, in cents: above zero still to split, below
 * zero the parts are that much more than the transaction, zero they add up exactly.
 */
export function splitRemainder(partsCents: readonly number[], wholeCents: number): number {
  return wholeCents - partsCents.reduce((sum, cents) => sum + cents, 0);
}

/** What the bank changed the amount by since the split (its remainder part, in cents, below zero when lowered); `undefined` without one. */
export function bankDifference(whole: WholeTransaction): number | undefined {
  if (!whole.parts.some((part) => part.split?.remainder)) return undefined;
  return splitRemainder(
    whole.parts.filter((part) => !part.split?.remainder).map((part) => toCents(part.amount)),
    whole.cents,
  );
}

/** The parts' typed amounts in cents, one that does not read counting as nothing. */
export const draftCents = (drafts: readonly PartDraft[]): number[] => drafts.map((draft) => centsOfAmount(draft.amount) ?? 0);

/** Each of the person's categories' id by its code (Plaid's codes and their own). */
const categoryIdsByCode = (groups: readonly UserCategoryGroup[]) => new Map(groups.flatMap((group) => group.categories.map((category) => [category.code, category.id] as const)));

const emptyPart = (key: number): PartDraft => ({ key, amount: '', categoryId: '', note: '' });

/**
 * The parts the split dialog opens with. A whole transaction: all of it under its category in force
 * (when that is one of the person's), and an empty second part. A split one: its parts as saved;
 * when the bank has since raised the amount, the difference as a last part under the transaction's
 * own category, ready to save or change; when the bank lowered it, nothing is added, and the parts
 * are that much more than the transaction until the person takes it off.
 */
export function openingParts(whole: WholeTransaction, groups: readonly UserCategoryGroup[]): PartDraft[] {
  const ids = categoryIdsByCode(groups);
  const categoryOf = (row: Transaction) => ids.get(row.category_detailed ?? '') ?? '';
  if (whole.parts.length === 0) return [{ ...emptyPart(0), amount: amountTextOf(whole.cents), categoryId: categoryOf(whole.row) }, emptyPart(1)];
  const kept = whole.parts.filter((part) => !part.split?.remainder);
  const drafts = kept.map((part, key) => ({ key, amount: amountTextOf(toCents(part.amount)), categoryId: categoryOf(part), note: part.split?.note ?? '' }));
  const left = splitRemainder(draftCents(drafts), whole.cents);
  const remainder = whole.parts.find((part) => part.split?.remainder);
  if (left > 0) drafts.push({ key: drafts.length, amount: amountTextOf(left), categoryId: remainder ? categoryOf(remainder) : '', note: '' });
  while (drafts.length < MIN_SPLIT_PARTS) drafts.push(emptyPart(drafts.length));
  return drafts;
}

/**
 * The person's categories as a part's select offers them: by group, in their order and by their
 * names; hidden ones (or in a hidden group) left out unless a part is in one (`keep`, ids).
 */
export function splitCategoryOptions(groups: readonly UserCategoryGroup[], keep: readonly string[]): SelectOptionGroup[] {
  return groups
    .map((group) => ({
      label: group.name,
      options: group.categories.filter((category) => keep.includes(category.id) || !(group.hidden || category.hidden)).map((category) => ({ value: category.id, label: category.name })),
    }))
    .filter((group) => group.options.length > 0);
}

/** The parts as the contract takes them, or `undefined` while one lacks a valid amount or a category. */
export function splitRequest(drafts: readonly PartDraft[]): SplitPartRequest[] | undefined {
  const parts = drafts.map((draft) => ({ cents: centsOfAmount(draft.amount), categoryId: draft.categoryId, note: draft.note.trim() }));
  if (parts.some((part) => part.cents === undefined || part.categoryId === '')) return undefined;
  return parts.map((part) => ({ amount: part.cents! / 100, category_id: part.categoryId, note: part.note === '' ? null : part.note }));
}

/**
 * A refused split in words: the server's own sentence (400, or 404 for a category gone), its field
 * said as the part it names (`parts[1].category_id: no such category.` → "Part 2: no such
 * category."); anything else `undefined` (the dialog's "could not be saved").
 */
export function splitRefusal(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 404)) return undefined;
  const message = error.body?.message;
  if (!message) return undefined;
  const ofPart = /^parts\[(\d+)\]\.[a-z_]+: (.*)$/s.exec(message);
  const sentence = ofPart ? `${partLegend(Number(ofPart[1]) + 1)}: ${ofPart[2]}` : message.replace(/^[a-z_]+: /, '');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
