import type { DecimalSeparator } from './types.ts';

/** Grouping marks banks put between thousands: the other separator, a space, a no-break space, an apostrophe. */
const GROUPING = (decimal: DecimalSeparator) => (decimal === '.' ? /[, '\u00a0\u202f]/g : /[. '\u00a0\u202f]/g);

/**
 * An amount as a bank writes it, in integer cents (the sign as written: negative is negative), or
 * null when it is not one. Reads `-12.00`, `(12.00)`, `12.00-`, `+12`, `$1,234.56`, `1.234,56 €`
 * and `USD 12`; refuses a fraction of a cent.
 */
export function parseAmountCents(text: string, decimal: DecimalSeparator): number | null {
  let s = text.trim();
  let negative = false;
  if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1);
  }
  // Currency symbols and codes go; the sign may stand before or after them.
  s = s.replace(/[A-Za-z$€£¥₹]/g, '').trim();
  if (/^[-−]/.test(s)) {
    negative = !negative;
    s = s.slice(1).trim();
  } else if (s.startsWith('+')) s = s.slice(1).trim();
  else if (/-$/.test(s)) {
    negative = !negative;
    s = s.slice(0, -1).trim();
  }
  const grouped = decimal === '.' ? /^\d{1,3}([, '\u00a0\u202f]\d{3})+(\.\d*)?$/ : /^\d{1,3}([. '\u00a0\u202f]\d{3})+(,\d*)?$/;
  const plain = decimal === '.' ? /^(\d+(\.\d*)?|\.\d+)$/ : /^(\d+(,\d*)?|,\d+)$/;
  if (!grouped.test(s) && !plain.test(s)) return null;
  const [whole = '', fraction = ''] = s.replace(GROUPING(decimal), '').split(decimal);
  if (/[1-9]/.test(fraction.slice(2))) return null;
  const cents = Number(whole || '0') * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return negative && cents !== 0 ? -cents : cents;
}

/**
 * The decimal separator a file's amounts use: a separator followed by other than three digits is
 * a decimal point, and so is the later of two different ones (`1.234,56`). Amounts that say
 * nothing (`12`, `1,234`) leave the point, the usual case.
 */
export function detectDecimalSeparator(amounts: Iterable<string>): DecimalSeparator {
  let commaVotes = 0;
  let pointVotes = 0;
  for (const text of amounts) {
    const marks = text.replace(/[^\d.,]/g, '');
    const last = Math.max(marks.lastIndexOf('.'), marks.lastIndexOf(','));
    if (last < 0) continue;
    const mark = marks[last];
    const other = mark === '.' ? ',' : '.';
    if (marks.length - last - 1 === 3 && !marks.slice(0, last).includes(other)) continue;
    if (mark === ',') commaVotes++;
    else pointVotes++;
  }
  return commaVotes > pointVotes ? ',' : '.';
}

/** Cents as the file would write them, for problem messages: `-1234.50`. */
export const centsText = (cents: number) => `${cents < 0 ? '-' : ''}${Math.trunc(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
