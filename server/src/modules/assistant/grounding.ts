/**
 * The grounding check (README, "The assistant"): every money amount and every count an answer
 * states must be one that this ask's tool results hold, after normalising formats. Figures in
 * link targets and dates are not statements; percentages are not checked.
 */

const MONEY = /\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?|(?<![\d$.,])(\d{1,3}(?:,\d{3})+|\d+)\.(\d{2})(?![\d%])/g;
const COUNT = /(?<![\d$.,])(\d{1,3}(?:,\d{3})+|\d+)\s+(?:transactions?|times?|purchases?|payments?|charges?|visits?)\b/gi;

const toCents = (whole: string, fraction: string | undefined) => Number(whole.replaceAll(',', '')) * 100 + Number((fraction ?? '').padEnd(2, '0') || 0);

/** The answer without markdown link targets (their query strings hold dates and amounts). */
const withoutLinkTargets = (text: string) => text.replace(/\]\([^)]*\)/g, ']');

export interface Figures {
  moneyCents: Set<number>;
  counts: Set<number>;
}

export function statedFigures(answer: string): { money: { text: string; cents: number }[]; counts: { text: string; value: number }[] } {
  const text = withoutLinkTargets(answer);
  const money = [...text.matchAll(MONEY)].map((m) => ({ text: m[0], cents: m[1] !== undefined ? toCents(m[1], m[2]) : toCents(m[3]!, m[4]) }));
  const counts = [...text.matchAll(COUNT)].map((m) => ({ text: m[0], value: Number(m[1]!.replaceAll(',', '')) }));
  return { money, counts };
}

/** Every money string and integer anywhere in the tool results. */
export function resultFigures(results: readonly unknown[]): Figures {
  const figures: Figures = { moneyCents: new Set(), counts: new Set() };
  const visit = (value: unknown) => {
    if (typeof value === 'number' && Number.isInteger(value)) figures.counts.add(value);
    else if (typeof value === 'string') for (const m of value.matchAll(MONEY)) figures.moneyCents.add(m[1] !== undefined ? toCents(m[1], m[2]) : toCents(m[3]!, m[4]));
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  results.forEach(visit);
  return figures;
}

/** The figures the answer states that no tool result holds (empty: grounded). */
export function ungroundedFigures(answer: string, results: readonly unknown[]): string[] {
  const known = resultFigures(results);
  const stated = statedFigures(answer);
  return [
    ...stated.money.filter((m) => !known.moneyCents.has(m.cents)).map((m) => m.text.trim()),
    ...stated.counts.filter((c) => !known.counts.has(c.value)).map((c) => c.text.trim()),
  ];
}

/** How the product's follow-up after a failed check begins (the model stand-in recognises it). */
export const GROUNDING_CHECK_FAILED = 'GROUNDING CHECK FAILED:';

/** The follow-up that names what did not match, for one more round; `source` names what the model was given ("the tool results", "the facts"). */
export function groundingRetryMessage(unmatched: readonly string[], source: string): string {
  return `${GROUNDING_CHECK_FAILED} ${unmatched.join(', ')} ${unmatched.length === 1 ? 'is' : 'are'} not in ${source}. Answer again using only figures from ${source}.`;
}
