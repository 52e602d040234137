/** Money as the assistant's tools give it and answers quote it: `$1,234.56`, always positive. */
const FORMAT = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const moneyText = (cents: number) => FORMAT.format(Math.abs(cents) / 100);

/** A figure that can fall below zero (net, remaining): `-$12.30`. */
export const signedMoneyText = (cents: number) => `${cents < 0 ? '-' : ''}${moneyText(cents)}`;

/** A share as a number of percent, one decimal (`12.5`); null without a base. Charts and metrics carry it. */
export const percentValue = (part: number, whole: number): number | null => (whole === 0 ? null : Number(((part / whole) * 100).toFixed(1)));

/** The same share as text: `12.5%`; null without a base. */
export const percentText = (part: number, whole: number): string | null => {
  const value = percentValue(part, whole);
  return value === null ? null : `${value.toFixed(1)}%`;
};
