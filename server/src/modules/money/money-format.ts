/**
 * How an amount is written:
 * - `signed`: as the product shows money, `$1,234.56`, and `-$12.00` below zero;
 * - `size`: its size only, `$12.00` for either sign (a figure whose words say which way it went);
 * - `plain`: digits and two decimals, no symbol or grouping (`1234.56`), as the CSV files write it.
 */
export type MoneyStyle = 'signed' | 'size' | 'plain';

const formats = new Map<string, Intl.NumberFormat>();

function formatOf(style: MoneyStyle, currency: string): Intl.NumberFormat {
  const key = `${style} ${currency}`;
  let format = formats.get(key);
  if (!format) {
    format =
      style === 'plain'
        ? new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false })
        : new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formats.set(key, format);
  }
  return format;
}

/** The one way the server writes an amount of money, given in cents (README, "How Ledgerline counts money"). */
export function formatMoney(amountCents: number, style: MoneyStyle = 'signed', currency = 'USD'): string {
  const value = style === 'size' ? Math.abs(amountCents) : amountCents;
  // Zero is never "-$0.00".
  return formatOf(style, currency).format(value === 0 ? 0 : value / 100);
}
