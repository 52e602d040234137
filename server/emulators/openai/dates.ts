import { civilOf, dayFromIso, dayOf, isoOf, isValidDate, lastDomOf, mondayOf, quarterOfMonth } from './calendar.ts';
import { COUNT_SOURCE, lowerCase, parseCount, type Span } from './words.ts';

/**
 * The periods a question names, read against today's date. The rules for each form are in this
 * folder's README; every range is a pair of inclusive UTC dates.
 */
export interface DateRange {
  /** YYYY-MM-DD, included */
  start: string;
  /** YYYY-MM-DD, included; never after today when the period holds today */
  end: string;
  /** The period in words, e.g. "October 2026", "the last 30 days (27 Oct – 25 Nov 2026)" */
  label: string;
}

/** A period as named, before it is cut at today. `name` is set for relative periods ("last week"), whose label also spells out the dates. */
interface Period {
  start: number;
  end: number;
  name?: string;
}

/** A named month, day or quarter may leave its year to be worked out; everything else is a period at once. */
type Anchor =
  | { kind: 'day'; month: number; dom: number; year: number | null }
  | { kind: 'month'; month: number; year: number | null }
  | { kind: 'quarter'; quarter: number; year: number | null }
  | { kind: 'period'; period: Period };

interface Mention extends Span {
  anchor: Anchor;
}

/** A date that does not exist ("February 30") still claims its words, so they are not read as a month instead. */
type Reading = Anchor | 'not a date';

interface Reader {
  pattern: RegExp;
  /** null when the words are not a period after all ("may I…") */
  read(match: RegExpMatchArray, today: number): Reading | null;
}

type Unit = 'day' | 'week' | 'month' | 'quarter' | 'year';

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTH_SOURCE = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?(?!\\w)';
const YEAR_SOURCE = '((?:19|20)\\d{2})';
const ORDINAL_SOURCE = '(?:st|nd|rd|th)?';
const QUARTER_WORDS: Readonly<Record<string, number>> = { first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, last: 4, final: 4 };
/** "may" is a month unless it asks leave ("may I see…") or is a name ("May's Diner"). */
const MAY_AS_VERB = /^(?:'\w|\s+(?:i|we|you|be|have|not|also|need|want|help|ask|see|get|know)\b)/;

const monthNumber = (word: string): number => MONTH_NAMES.findIndex((name) => name.toLowerCase().startsWith(word.slice(0, 3))) + 1;
const yearOrNull = (text: string | undefined): number | null => (text === undefined ? null : Number(text));
const fullYear = (text: string): number => (text.length === 2 ? 2000 + Number(text) : Number(text));

function dayAnchor(year: number | null, month: number, dom: number): Reading {
  // Without a year, 29 February is still a date (of some leap year).
  return isValidDate(year ?? 2024, month, dom) ? { kind: 'day', month, dom, year } : 'not a date';
}

/** m/d[/y], or d/m when the first number cannot be a month. */
function slashDate(match: RegExpMatchArray): Reading {
  const [first, second] = [Number(match[1]), Number(match[2])];
  const year = match[3] === undefined ? null : fullYear(match[3]);
  return first > 12 && second <= 12 ? dayAnchor(year, second, first) : dayAnchor(year, first, second);
}

function bareMonth(match: RegExpMatchArray): Anchor | null {
  const word = match[1]!;
  const after = match.input!.slice(match.index! + match[0].length);
  if (word === 'may' && MAY_AS_VERB.test(after)) return null;
  return { kind: 'month', month: monthNumber(word), year: null };
}

function ordinalQuarter(match: RegExpMatchArray, today: number): Anchor | null {
  const year = yearOrNull(match[2]);
  // "last quarter" alone is the quarter before this one; "last quarter of 2025" is its Q4.
  if ((match[1] === 'last' || match[1] === 'final') && year === null) return relative(lastUnits('quarter', 1, today));
  return { kind: 'quarter', quarter: QUARTER_WORDS[match[1]!]!, year };
}

const relative = (period: Period | null): Anchor | null => period && { kind: 'period', period };

function countedUnits(match: RegExpMatchArray, today: number, build: (unit: Unit, count: number, today: number) => Period | null): Anchor | null {
  const count = parseCount(match[1]!);
  return count === null ? null : relative(build(match[2] as Unit, count, today));
}

const READERS: readonly Reader[] = [
  { pattern: /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g, read: (m) => dayAnchor(Number(m[1]), Number(m[2]), Number(m[3])) },
  { pattern: /(?<![\d$.,/])\b(\d{1,2})\/(\d{1,2})(?:\/(\d{4}|\d{2}))?(?![\d/])/g, read: slashDate },
  {
    pattern: new RegExp(`(?<![\\d$.,])\\b(\\d{1,2})${ORDINAL_SOURCE}\\s+(?:of\\s+)?${MONTH_SOURCE}(?:,?\\s+${YEAR_SOURCE}\\b)?`, 'g'),
    read: (m) => dayAnchor(yearOrNull(m[3]), monthNumber(m[2]!), Number(m[1])),
  },
  {
    pattern: new RegExp(`\\b${MONTH_SOURCE}\\s+(?:the\\s+)?(\\d{1,2})${ORDINAL_SOURCE}\\b(?![.:]\\d)(?:,?\\s+${YEAR_SOURCE}\\b)?`, 'g'),
    read: (m) => dayAnchor(yearOrNull(m[3]), monthNumber(m[1]!), Number(m[2])),
  },
  { pattern: new RegExp(`\\b${MONTH_SOURCE},?\\s+(?:of\\s+)?${YEAR_SOURCE}\\b`, 'g'), read: (m) => ({ kind: 'month', month: monthNumber(m[1]!), year: Number(m[2]) }) },
  { pattern: new RegExp(`\\b${MONTH_SOURCE}`, 'g'), read: bareMonth },
  { pattern: new RegExp(`\\bq([1-4])(?:\\s+(?:of\\s+)?${YEAR_SOURCE})?\\b`, 'g'), read: (m) => ({ kind: 'quarter', quarter: Number(m[1]), year: yearOrNull(m[2]) }) },
  { pattern: new RegExp(`\\b${YEAR_SOURCE}\\s+q([1-4])\\b`, 'g'), read: (m) => ({ kind: 'quarter', quarter: Number(m[2]), year: Number(m[1]) }) },
  { pattern: new RegExp(`\\b(first|second|third|fourth|1st|2nd|3rd|4th|last|final)\\s+quarter(?:\\s+(?:of\\s+|in\\s+)?${YEAR_SOURCE})?\\b`, 'g'), read: ordinalQuarter },
  {
    // A year, unless it is an amount ("over 2000", "$2025", "2025 dollars").
    pattern: new RegExp(`(?<![\\d$.,])(?<!\\b(?:over|under|than|above|below|exceeding)\\s+)\\b${YEAR_SOURCE}\\b(?![.,]\\d|\\s*(?:dollars|bucks|usd|k)\\b)`, 'g'),
    read: (m) => relative(wholeYears(Number(m[1]), Number(m[1]))),
  },
  { pattern: /\btoday(?:'?s)?\b|\btonight\b/g, read: (_m, today) => relative({ start: today, end: today, name: 'today' }) },
  { pattern: /\byesterday(?:'?s)?\b/g, read: (_m, today) => relative({ start: today - 1, end: today - 1, name: 'yesterday' }) },
  { pattern: /\b(?:the\s+)?day\s+before\s+yesterday\b/g, read: (_m, today) => relative({ start: today - 2, end: today - 2, name: 'the day before yesterday' }) },
  { pattern: new RegExp(`\\b(?:last|past|previous|prior)\\s+(${COUNT_SOURCE})\\s+(day|week|month|quarter|year)s?\\b`, 'g'), read: (m, today) => countedUnits(m, today, lastUnits) },
  { pattern: /\b(?:last|past|previous|prior)\s+(week|month|quarter|year)(?:'?s)?\b/g, read: (m, today) => relative(lastUnits(m[1] as Unit, 1, today)) },
  { pattern: /\b(?:this|current|the\s+current)\s+(week|month|quarter|year)(?:'?s)?(?:\s+so\s+far)?\b/g, read: (m, today) => relative(currentUnit(m[1] as Unit, today)) },
  { pattern: /\bso\s+far\s+this\s+(week|month|quarter|year)\b/g, read: (m, today) => relative(currentUnit(m[1] as Unit, today)) },
  { pattern: /\b(?:ytd|year[\s-]+to[\s-]+date)\b/g, read: (_m, today) => relative(currentUnit('year', today)) },
  { pattern: /\b(?:mtd|month[\s-]+to[\s-]+date)\b/g, read: (_m, today) => relative(currentUnit('month', today)) },
  { pattern: new RegExp(`\\b(${COUNT_SOURCE})\\s+(day|week|month|year)s?\\s+ago\\b`, 'g'), read: (m, today) => countedUnits(m, today, unitsAgo) },
];

function wholeMonths(year: number, firstMonth: number, lastMonth: number): Period {
  return { start: dayOf(year, firstMonth, 1), end: dayOf(year, lastMonth + 1, 0) };
}

function wholeYears(firstYear: number, lastYear: number): Period {
  return { start: dayOf(firstYear, 1, 1), end: dayOf(lastYear, 12, 31) };
}

function quarterPeriod(year: number, quarter: number): Period {
  return { ...wholeMonths(year, quarter * 3 - 2, quarter * 3), name: `Q${quarter} ${year}` };
}

/** "last N days" ends today; "last N weeks/months/quarters/years" are the N whole ones before the current one. */
function lastUnits(unit: Unit, count: number, today: number): Period | null {
  if (count < 1 || count > 1200) return null;
  const { year, month } = civilOf(today);
  const plural = `the last ${count} ${unit}s`;
  switch (unit) {
    case 'day':
      return { start: today - count + 1, end: today, name: count === 1 ? 'today' : plural };
    case 'week': {
      const monday = mondayOf(today);
      return { start: monday - 7 * count, end: monday - 1, name: count === 1 ? 'last week' : plural };
    }
    case 'month':
      return { ...wholeMonths(year, month - count, month - 1), ...(count > 1 && { name: plural }) };
    case 'quarter': {
      const firstMonth = quarterOfMonth(month) * 3 - 2;
      const start = dayOf(year, firstMonth - 3 * count, 1);
      if (count === 1) return quarterPeriod(civilOf(start).year, quarterOfMonth(civilOf(start).month));
      return { start, end: dayOf(year, firstMonth, 0), name: plural };
    }
    case 'year':
      return { ...wholeYears(year - count, year - 1), ...(count > 1 && { name: plural }) };
  }
}

/** The whole current day, week, month, quarter or year (cut at today later). */
function currentUnit(unit: Unit, today: number): Period {
  const { year, month } = civilOf(today);
  switch (unit) {
    case 'day':
      return { start: today, end: today, name: 'today' };
    case 'week':
      return { start: mondayOf(today), end: mondayOf(today) + 6, name: 'this week' };
    case 'month':
      return wholeMonths(year, month, month);
    case 'quarter':
      return quarterPeriod(year, quarterOfMonth(month));
    case 'year':
      return wholeYears(year, year);
  }
}

/** "3 days ago" is that day; "2 weeks ago" that Monday-to-Sunday week; "2 months ago" that whole month. */
function unitsAgo(unit: Unit, count: number, today: number): Period | null {
  if (count < 1 || count > 1200) return null;
  const { year, month } = civilOf(today);
  switch (unit) {
    case 'day':
      return { start: today - count, end: today - count, name: `${count} day${count === 1 ? '' : 's'} ago` };
    case 'week': {
      const monday = mondayOf(today) - 7 * count;
      return { start: monday, end: monday + 6, name: `${count} week${count === 1 ? '' : 's'} ago` };
    }
    case 'month':
      return wholeMonths(year, month - count, month - count);
    case 'quarter':
      return null;
    case 'year':
      return wholeYears(year - count, year - count);
  }
}

/** The latest year in which the period has started by today (a date without a year that is still ahead means last year's). */
function latestStartedYear(today: number, periodIn: (year: number) => Period | null): number {
  const thisYear = civilOf(today).year;
  for (let year = thisYear; year > thisYear - 8; year -= 1) {
    const period = periodIn(year);
    if (period && period.start <= today) return year;
  }
  return thisYear;
}

function resolveAnchor(anchor: Anchor, today: number, year: number | null): Period | null {
  if (anchor.kind === 'period') return anchor.period;
  const periodIn = (y: number): Period | null => {
    switch (anchor.kind) {
      case 'day':
        return isValidDate(y, anchor.month, anchor.dom) ? { start: dayOf(y, anchor.month, anchor.dom), end: dayOf(y, anchor.month, anchor.dom) } : null;
      case 'month':
        return wholeMonths(y, anchor.month, anchor.month);
      case 'quarter':
        return quarterPeriod(y, anchor.quarter);
    }
  };
  return periodIn(anchor.year ?? year ?? latestStartedYear(today, periodIn));
}

/** The year the question gives for the anchor; a relative period counts as giving its own. */
function explicitYear(anchor: Anchor): number | null {
  return anchor.kind === 'period' ? civilOf(anchor.period.start).year : anchor.year;
}

/**
 * Two periods named together: one without a year takes the other's ("March 2025 and April").
 * When `ordered` (a "from … to …" range), a yearless end before its start moves a year.
 */
function resolvePair(first: Anchor, second: Anchor, today: number, ordered: boolean): [Period, Period] | null {
  const [yearA, yearB] = [explicitYear(first), explicitYear(second)];
  let a = resolveAnchor(first, today, yearA ?? yearB);
  let b = resolveAnchor(second, today, yearB ?? yearA);
  if (a && b && ordered && a.start > b.end) {
    if (yearA === null) a = resolveAnchor(first, today, civilOf(a.start).year - 1);
    else if (yearB === null) b = resolveAnchor(second, today, civilOf(b.start).year + 1);
  }
  return a && b ? [a, b] : null;
}

interface Found extends Span {
  reading: Reading;
}

function findMentions(lower: string, today: number): Mention[] {
  const found: Found[] = [];
  for (const reader of READERS) {
    for (const match of lower.matchAll(reader.pattern)) {
      const reading = reader.read(match, today);
      if (reading) found.push({ start: match.index!, end: match.index! + match[0].length, reading });
    }
  }
  return keepLongest(found).flatMap(({ start, end, reading }) => (reading === 'not a date' ? [] : [{ start, end, anchor: reading }]));
}

/** Overlapping readings ("March 14, 2026" is also "March" and "2026"): the longest wins. */
function keepLongest(found: readonly Found[]): Found[] {
  const kept: Found[] = [];
  const longestFirst = [...found].sort((x, y) => y.end - y.start - (x.end - x.start) || x.start - y.start);
  for (const candidate of longestFirst) {
    if (kept.every((other) => candidate.end <= other.start || candidate.start >= other.end)) kept.push(candidate);
  }
  return kept.sort((x, y) => x.start - y.start);
}

const RANGE_OPENER = /\b(?:between|from)\s+(?:the\s+)?$/;
const RANGE_JOINER = /^\s*(?:to|until|till|through|thru|-|–|—)\s*(?:the\s+)?$/;
const BETWEEN_JOINER = /^\s*and\s*(?:the\s+)?$/;
const SINCE_OPENER = /\b(?:since|starting(?:\s+(?:from|in|on))?)\s+(?:the\s+)?$/;
const UNTIL_NOW = /^\s*(?:to|until|till|through)\s+(?:now|date)\b/;

/** "between X and Y", "from X to Y", "X through Y": from the start of X to the end of Y. */
function spanBetween(lower: string, mentions: readonly Mention[], today: number): Period | null {
  for (let i = 0; i + 1 < mentions.length; i += 1) {
    const [first, second] = [mentions[i]!, mentions[i + 1]!];
    const joiner = lower.slice(first.end, second.start);
    const opened = RANGE_OPENER.test(lower.slice(0, first.start));
    if (!RANGE_JOINER.test(joiner) && !(opened && BETWEEN_JOINER.test(joiner))) continue;
    const pair = resolvePair(first.anchor, second.anchor, today, true);
    if (pair && pair[0].start <= pair[1].end) return { start: pair[0].start, end: pair[1].end };
  }
  return null;
}

/** "since X", "from X until now": from the start of X to today. */
function spanSince(lower: string, mentions: readonly Mention[], today: number): Period | null {
  const mention = mentions.find((m) => SINCE_OPENER.test(lower.slice(0, m.start)) || UNTIL_NOW.test(lower.slice(m.end)));
  const period = mention && resolveAnchor(mention.anchor, today, null);
  if (!period || period.start > today) return null;
  return { start: period.start, end: today, name: `since ${period.name ?? describeSpan(period.start, period.end)}` };
}

function toRange(period: Period, today: number): DateRange {
  const cut = period.start <= today && period.end > today;
  const end = cut ? today : period.end;
  const head = period.name ?? describeSpan(period.start, period.end);
  const spelled = period.name !== undefined || cut;
  return { start: isoOf(period.start), end: isoOf(end), label: spelled ? `${head}${cut ? ' so far' : ''} (${describeSpan(period.start, end)})` : head };
}

const shortMonth = (month: number): string => MONTH_NAMES[month - 1]!.slice(0, 3);

/** "25 Nov 2026", "1 – 25 Nov 2026", "27 Oct – 25 Nov 2026", "October 2026", "August – October 2026", "2025", "2024 – 2025". */
export function describeSpan(start: number, end: number): string {
  const [a, b] = [civilOf(start), civilOf(end)];
  if (start === end) return `${a.dom} ${shortMonth(a.month)} ${a.year}`;
  if (a.dom === 1 && b.dom === lastDomOf(b.year, b.month)) {
    if (a.month === 1 && b.month === 12) return a.year === b.year ? `${a.year}` : `${a.year} – ${b.year}`;
    const [first, last] = [MONTH_NAMES[a.month - 1]!, MONTH_NAMES[b.month - 1]!];
    if (a.year !== b.year) return `${first} ${a.year} – ${last} ${b.year}`;
    return a.month === b.month ? `${first} ${a.year}` : `${first} – ${last} ${a.year}`;
  }
  if (a.year !== b.year) return `${a.dom} ${shortMonth(a.month)} ${a.year} – ${b.dom} ${shortMonth(b.month)} ${b.year}`;
  if (a.month !== b.month) return `${a.dom} ${shortMonth(a.month)} – ${b.dom} ${shortMonth(b.month)} ${a.year}`;
  return `${a.dom} – ${b.dom} ${shortMonth(a.month)} ${a.year}`;
}

/** The period the question asks about, or null when it names none. */
export function parseDateRange(question: string, today: string): DateRange | null {
  const day = dayFromIso(today);
  const lower = lowerCase(question);
  const mentions = findMentions(lower, day);
  if (mentions.length === 0) return null;
  const period = spanBetween(lower, mentions, day) ?? spanSince(lower, mentions, day) ?? resolveAnchor(mentions[0]!.anchor, day, null);
  return period && toRange(period, day);
}

/** Words that make a question a comparison. */
export const COMPARISON_CUE = /\b(?:compare[sd]?|comparing|comparison|vs|versus|against)\b|\bthan\b(?!\s*\$?\s*\d)/;

/** The two periods of a comparison ("this month vs last month"), in the order asked, or null. */
export function parseComparison(question: string, today: string): [DateRange, DateRange] | null {
  const day = dayFromIso(today);
  const lower = lowerCase(question);
  if (!COMPARISON_CUE.test(lower)) return null;
  const [first, second] = findMentions(lower, day);
  const pair = first && second && resolvePair(first.anchor, second.anchor, day, false);
  return pair ? [toRange(pair[0], day), toRange(pair[1], day)] : null;
}

/** Where the question names periods, so other readers (merchant names) can skip them. */
export function datePhraseSpans(question: string, today: string): Span[] {
  return findMentions(lowerCase(question), dayFromIso(today)).map(({ start, end }) => ({ start, end }));
}
