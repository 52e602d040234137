/** Amounts as the reader's locale writes them; tests pass `locale` explicitly. */
export interface MoneyFormatOptions {
  locale?: string | string[];
}

/** "$1,234.56" for 1234.56 USD; an unknown or missing currency is shown as US dollars. */
export function formatMoney(amount: number, currency: string | null = 'USD', { locale }: MoneyFormatOptions = {}): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: currency ?? 'USD' }).format(amount);
  } catch {
    // Intl throws on a malformed currency code; dollars are this product's default.
    return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(amount);
  }
}

/** Whole cents of a dollar amount, so sums are exact (no float drift across many accounts). */
export const toCents = (amount: number): number => Math.round(amount * 100);

/** "$1.2K", "$38.4K": a chart axis's short amounts. */
export const formatCompactMoney = (amount: number, { locale }: MoneyFormatOptions = {}): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 }).format(amount);
