import { formatMoney } from './money-format.ts';

/** Money as the assistant's tools give it and answers quote it: `$1,234.56`, always positive. */
export const moneyText = (cents: number) => formatMoney(cents, 'size');

/** A figure that can fall below zero (net, remaining): `-$12.30`. */
export const signedMoneyText = (cents: number) => formatMoney(cents);

/** A share as a number of percent, one decimal (`12.5`); null without a base. Charts and metrics carry it. */
export const percentValue = (part: number, whole: number): number | null => (whole === 0 ? null : Number(((part / whole) * 100).toFixed(1)));

/** Beyond this a share is said in words ("more than 999%"): a figure like "-4562.5%" reads as a fault, not a fact. */
const PERCENT_SAID_UP_TO = 999;

/** The same share as text: `12.5%`, "more than 999%" or "less than -999%" beyond; null without a base. */
export const percentText = (part: number, whole: number): string | null => {
  const value = percentValue(part, whole);
  if (value === null) return null;
  if (value > PERCENT_SAID_UP_TO) return `more than ${PERCENT_SAID_UP_TO}%`;
  if (value < -PERCENT_SAID_UP_TO) return `less than -${PERCENT_SAID_UP_TO}%`;
  return `${value.toFixed(1)}%`;
};
