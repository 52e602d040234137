import { findCategory } from './categories.ts';
import { MIN_FUZZY_SIMILARITY, similarity, type Span } from './words.ts';

/** Which of the user's merchants a question names, if any. */
export type MerchantMatch = { kind: 'one'; name: string; span: Span } | { kind: 'ambiguous'; options: [string, string]; span: Span };

/** Leading words must cover this much of a name: "amazon" names "amazon marketplace", "whole" does not name "whole foods market". */
const MIN_COVERAGE = 0.33;
/** Two merchants this close are both plausible: ask which. */
const CLARIFY_MARGIN = 0.05;
/** A misspelling must be this long to count (and `MIN_FUZZY_SIMILARITY` alike: 1 − edit distance / length). */
const MIN_FUZZY_LENGTH = 5;
const MAX_NAME_WORDS = 5;

/** Words of questions that neither start nor end a merchant's name. */
const STOP_WORDS = new Set(
  `a about after again all am an and any are as at average balance balances be been before between biggest bill bills budget bought but buy by can card cards
  charge charges compare compared could did do does done during each earn earned ever expensive far for from get give go going got had has have how
  i im in income is it its just last latest least less list many me money monthly more most much my of often on or our over owe paid past pay payment
  payments per previous purchase purchases recent show since so spend spending spent summary tell than that the their them then there these this those
  through time times to top total transaction transactions under up us vs was we weekly went were what when where which who why will with within you
  your visit visited visits`.split(/\s+/),
);

/** Words that may be part of a name ("March Hare Cafe", "Bean Counter Coffee") but are not one alone. */
const PERIOD_WORDS = new Set(
  `day days week weeks month months quarter quarters year years today yesterday ytd january february march april may june july august september october
  november december jan feb mar apr jun jul aug sep sept oct nov dec`.split(/\s+/),
);

/** "The Whole Foods Market" → "whole foods market"; "McDonald's" → "mcdonalds"; "Olive & Thyme" → "olive and thyme". */
export function merchantKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/^the /, '');
}

const isStopWord = (word: string): boolean => STOP_WORDS.has(merchantKey(word));
const isWeakWord = (word: string): boolean => PERIOD_WORDS.has(merchantKey(word)) || findCategory(word) !== null || /^\d+$/.test(word);

interface Word extends Span {
  text: string;
}

function wordsOf(lower: string): Word[] {
  return Array.from(lower.matchAll(/[\p{L}\p{N}&]+(?:['.-][\p{L}\p{N}]+)*/gu), (m) => ({ text: m[0], start: m.index!, end: m.index! + m[0].length }));
}

/** Runs of up to MAX_NAME_WORDS words that neither start nor end on a stop word and hold a word that can name a merchant alone. */
function nameCandidates(lower: string): { key: string; span: Span }[] {
  const words = wordsOf(lower);
  const candidates: { key: string; span: Span }[] = [];
  words.forEach((first, i) => {
    if (isStopWord(first.text)) return;
    for (let j = i; j < Math.min(words.length, i + MAX_NAME_WORDS); j += 1) {
      const run = words.slice(i, j + 1);
      if (isStopWord(words[j]!.text) || run.every((word) => isStopWord(word.text) || isWeakWord(word.text))) continue;
      candidates.push({ key: merchantKey(lower.slice(first.start, words[j]!.end)), span: { start: first.start, end: words[j]!.end } });
    }
  });
  return candidates;
}

/**
 * How well the words name the merchant, 0 when they do not: compared with each leading part of its
 * name ("whole foods" of "whole foods market"), from 0.8 to 1 by how much of the name they cover.
 */
function nameScore(words: string, merchant: string): number {
  const parts = merchant.split(' ');
  let best = 0;
  for (let k = 1; k <= parts.length; k += 1) {
    const prefix = parts.slice(0, k).join(' ');
    const coverage = prefix.length / merchant.length;
    const alike = similarity(words, prefix);
    if (coverage < MIN_COVERAGE || (alike < 1 && (alike < MIN_FUZZY_SIMILARITY || words.length < MIN_FUZZY_LENGTH))) continue;
    best = Math.max(best, alike * (0.8 + 0.2 * coverage));
  }
  return best;
}

interface Scored {
  name: string;
  score: number;
  span: Span;
}

const inside = (inner: Span, outer: Span): boolean => outer.start <= inner.start && inner.end <= outer.end && outer.end - outer.start > inner.end - inner.start;

/**
 * The user's merchant the question names: case and punctuation ignored, whole names and their
 * leading words first, then misspellings. Two merchants within CLARIFY_MARGIN are ambiguous.
 */
export function matchMerchant(lowerQuestion: string, merchants: readonly string[]): MerchantMatch | null {
  const keyed = new Map<string, string>();
  for (const name of merchants) {
    const key = merchantKey(name);
    if (key && !keyed.has(key)) keyed.set(key, name);
  }
  const best = new Map<string, Scored>();
  for (const candidate of nameCandidates(lowerQuestion)) {
    for (const [key, name] of keyed) {
      const score = nameScore(candidate.key, key);
      if (score > (best.get(name)?.score ?? 0)) best.set(name, { name, score, span: candidate.span });
    }
  }
  const all = [...best.values()];
  // "Starbucks Reserve" in the question is not also a mention of "Starbucks".
  const ranked = all.filter((s) => !all.some((other) => inside(s.span, other.span))).sort((a, b) => b.score - a.score);
  const [top, next] = ranked;
  if (!top) return null;
  if (next && top.score - next.score < CLARIFY_MARGIN) {
    return { kind: 'ambiguous', options: [top.name, next.name], span: { start: Math.min(top.span.start, next.span.start), end: Math.max(top.span.end, next.span.end) } };
  }
  return { kind: 'one', name: top.name, span: top.span };
}

const NAME_AFTER = /\b(?:at|from|on|to|with|for)\s+(?:the\s+)?((?:[\p{L}\p{N}&][\p{L}\p{N}&'.-]*\s*){1,4})/gu;

/**
 * A merchant none of the user's names match, as the user wrote it: the words after "at", "on", "for",
 * "from", "to" or "with", up to the first question word ("at Joe's Pizza in" → "Joe's Pizza").
 * `plain` is the lower-case question with its periods blanked out, offset for offset.
 */
export function unknownMerchant(question: string, plain: string): string | null {
  for (const match of plain.matchAll(NAME_AFTER)) {
    const groupStart = match.index! + match[0].length - match[1]!.length;
    const words = wordsOf(match[1]!);
    const kept = words.findIndex((word) => isStopWord(word.text) || isWeakWord(word.text));
    const nameWords = kept === -1 ? words : words.slice(0, kept);
    const last = nameWords.at(-1);
    if (last) return question.slice(groupStart + nameWords[0]!.start, groupStart + last.end).replace(/[.'-]+$/, '');
  }
  return null;
}
