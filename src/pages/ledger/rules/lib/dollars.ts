import { AMOUNT_MAX } from '../config/rule-limits';

/** "25", "$1,200.50" as dollars; `undefined` for anything else (more than two decimals, negative, too large). */
export function parseDollars(text: string): number | undefined {
  const cleaned = text.replace(/[\s$,]/g, '');
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(cleaned)) return undefined;
  const dollars = Number(cleaned);
  return dollars <= AMOUNT_MAX ? dollars : undefined;
}

/** Dollars as a field shows them to edit: "20", "12.50"; empty for none. */
export const dollarsText = (dollars: number | undefined) => (dollars === undefined ? '' : Number.isInteger(dollars) ? String(dollars) : dollars.toFixed(2));
