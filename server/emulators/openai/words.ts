/** Reading a question: numbers written as words, and a lower-case copy whose offsets match the original. */
import { similarity as similarityAbove } from '../../src/lib/similarity.ts';

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, fifteen: 15, twenty: 20, thirty: 30, sixty: 60, ninety: 90,
  couple: 2, 'couple of': 2, 'a couple': 2, 'a couple of': 2,
};

/** A count in digits or words ("3", "three", "a couple of"), as a regular-expression source with no groups. */
export const COUNT_SOURCE = `(?:\\d{1,3}|${Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .map((word) => word.replace(/ /g, '\\s+'))
  .join('|')})`;

export function parseCount(text: string): number | null {
  const word = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (/^\d+$/.test(word)) return Number(word);
  return NUMBER_WORDS[word] ?? null;
}

/**
 * The question in lower case with curly apostrophes made straight, character for character, so an
 * offset found in it is an offset in the original (which keeps the user's spelling of a name).
 */
export function lowerCase(question: string): string {
  return Array.from(question, (char) => {
    if (char === '\u2019' || char === '\u2018') return "'";
    const lower = char.toLowerCase();
    return lower.length === char.length ? lower : char;
  }).join('');
}

export interface Span {
  start: number;
  end: number;
}

/** The text with the spans blanked out (same length), so later readers do not see them again. */
export function blankOut(text: string, spans: readonly Span[]): string {
  let blanked = text;
  for (const { start, end } of spans) blanked = blanked.slice(0, start) + ' '.repeat(end - start) + blanked.slice(end);
  return blanked;
}

/**
 * Words that try to give the assistant orders ("ignore your instructions", "you are now …",
 * "reveal your system prompt"), in a question or in the data: never followed, always said so.
 */
export const INSTRUCTION_CUE =
  /\b(?:ignore|disregard|forget|override|bypass)\s+(?:(?:all|any|the|your|my|these|those|previous|prior|above|earlier|of)\s+)*(?:instructions?|rules?|prompts?|guidelines?|directions?|system\s+messages?)\b|\bsystem\s+prompt\b|\byou\s+are\s+now\b|\bpretend\s+(?:to\s+be|you\s+are)\b|\bjailbreak\b|\bdeveloper\s+mode\b|\b(?:reveal|show|print|repeat|tell\s+me)\s+(?:me\s+)?(?:your|the)\s+(?:hidden\s+|system\s+)?(?:prompt|instructions)\b|\bnew\s+instructions?\s*:/i;

/** Below this, two spellings are different words (merchants' names and categories alike). */
export const MIN_FUZZY_SIMILARITY = 0.8;

/** How alike two spellings are (1 the same, down to 0), with this reader's floor. */
export const similarity = (a: string, b: string): number => similarityAbove(a, b, MIN_FUZZY_SIMILARITY);
