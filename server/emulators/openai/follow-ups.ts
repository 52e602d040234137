import type { CategoryAsk } from './categories.ts';
import { askOf, intentOf, questionParts, type Ask, type Intent, type QuestionParts, type Reading } from './asks.ts';
import { civilOf, dayFromIso, dayOf, isoOf, lastDomOf } from './calendar.ts';
import { COMPARISON_CUE, describeSpan, type DateRange } from './dates.ts';

/**
 * Follow-ups: a question read with the earlier questions of its conversation (the product replays
 * them as earlier user messages, newest last). A question that names no ask of its own, goes on
 * from the last one ("and…", "what about…"), points back at it ("those", "that") or compares with
 * the period before is the previous question's ask with the new words applied: a new period
 * replaces the old, a new merchant or category replaces the subject (narrows it when pointing
 * back), a new intent replaces the intent, and "compared with the month before" or "with last
 * year" compares the previous period with the one before it. When no question names a period,
 * the period of the context data the product gave (a budget overview's) is the one asked about.
 */

type Read = Extract<QuestionParts, { reading: Reading }>;

/** An earlier question as the follow-ups after it read it: its intent and what it was about. */
interface Resolved {
  intent: Intent;
  reading: Reading;
}

const GOES_ON = /^\s*(?:and|also|so|then|ok(?:ay)?,?\s+(?:and|what|how)|what\s+about|how\s+about|same\s+for)\b/;
const POINTS_BACK = /\b(?:those|these|them)\b|\bof\s+(?:that|it)\b|^\s*(?:and\s+)?(?:how\s+(?:does|did|do|is|was)\s+)?that\b/;
/** The previous question's period, named again ("then", "that month", "the same week"). */
const SAME_PERIOD = /\bthen\b|\bthat\s+(?:month|week|year|quarter|period|time|day)\b|\bthe\s+same\s+(?:month|week|year|quarter|period|time|day)\b/;
/** The span just before the previous period ("the month before", "the previous week", "before that"). */
const PERIOD_BEFORE = /\b(?:month|week|quarter|period|one)\s+before\b|\b(?:previous|prior|preceding)\s+(?:month|week|quarter|period|one)\b|\bbefore\s+(?:that|then)\b/;
/** The previous period a year earlier ("the year before"; "last year" too, in a comparison). */
const YEAR_BEFORE = /\byear\s+(?:before|earlier)\b|\b(?:previous|prior|preceding)\s+year\b|\ba\s+year\s+ago\b/;
const LAST_YEAR = /\blast\s+year\b/;
/** Asks that a new period, merchant or category applies to; balances, card debt and recurring payments have none. */
const CONTINUED_KINDS: ReadonlySet<Intent['kind']> = new Set([
  'spend', 'income', 'biggest_purchases', 'transactions_over', 'transactions_under', 'count_times', 'last_transactions', 'compare_periods', 'average_monthly_spending', 'budget_status',
]);
/** Of those, the asks a merchant or category narrows; a subject named after income or a budget is a question of its own. */
const SUBJECT_KINDS: ReadonlySet<Intent['kind']> = new Set([...CONTINUED_KINDS].filter((kind) => kind !== 'income' && kind !== 'budget_status'));
/** Asks read from their words alone (which account, which kind of payment): continued only by a question that goes on ("and savings?"), in its own words. */
const WORDED_KINDS: ReadonlySet<Intent['kind']> = new Set(['balances', 'recurring']);

const rangeOf = (start: number, end: number): DateRange => ({ start: isoOf(start), end: isoOf(end), label: describeSpan(start, end) });

/** The same span just before: as many whole months when the range starts on the 1st (a month so far is a month), else as many days. */
export function periodBefore(range: DateRange): DateRange {
  const start = dayFromIso(range.start);
  const end = dayFromIso(range.end);
  const first = civilOf(start);
  const last = civilOf(end);
  if (first.dom !== 1) return rangeOf(start - (end - start + 1), start - 1);
  const months = (last.year - first.year) * 12 + last.month - first.month + 1;
  return rangeOf(dayOf(first.year, first.month - months, 1), start - 1);
}

/** The same dates a year earlier; a range ending on a month's last day ends on that month's last day. */
export function yearBefore(range: DateRange): DateRange {
  const shift = (iso: string, toMonthEnd: boolean) => {
    const { year, month, dom } = civilOf(dayFromIso(iso));
    const lastDom = lastDomOf(year - 1, month);
    return dayOf(year - 1, month, toMonthEnd ? lastDom : Math.min(dom, lastDom));
  };
  const end = civilOf(dayFromIso(range.end));
  return rangeOf(shift(range.start, false), shift(range.end, end.dom === lastDomOf(end.year, end.month)));
}

const periodAsked = ({ intent, reading }: Resolved): DateRange | null => (intent.kind === 'compare_periods' ? intent.ranges[0] : reading.range);

function goesOn({ intent, reading, lower }: Read, previous: Resolved): boolean {
  if (WORDED_KINDS.has(previous.intent.kind)) return intent === null && reading.merchant === null && reading.category === null && GOES_ON.test(lower);
  if (!CONTINUED_KINDS.has(previous.intent.kind)) return false;
  const named = reading.merchant !== null || reading.category !== null || reading.ambiguous !== null;
  if (named && !SUBJECT_KINDS.has(previous.intent.kind)) return false;
  if (intent === null || GOES_ON.test(lower) || POINTS_BACK.test(lower) || SAME_PERIOD.test(lower) || PERIOD_BEFORE.test(lower) || YEAR_BEFORE.test(lower)) return true;
  return COMPARISON_CUE.test(lower) && reading.comparison === null;
}

/** The follow-up's parts: the previous question's ask with the new words applied (rules above). */
function followUp(parts: Read, previous: Resolved): Read {
  const { intent, reading, lower } = parts;
  const earlier = periodAsked(previous);
  const relative = earlier && (YEAR_BEFORE.test(lower) || (LAST_YEAR.test(lower) && COMPARISON_CUE.test(lower)) ? yearBefore(earlier) : PERIOD_BEFORE.test(lower) ? periodBefore(earlier) : null);
  const named = reading.merchant !== null || reading.category !== null || reading.ambiguous !== null;
  const narrows = named && POINTS_BACK.test(lower);
  const subject = {
    merchant: narrows ? (reading.merchant ?? previous.reading.merchant) : named ? reading.merchant : previous.reading.merchant,
    category: narrows ? (reading.category ?? previous.reading.category) : named ? reading.category : previous.reading.category,
    ambiguous: named ? reading.ambiguous : previous.reading.ambiguous,
  };
  let next: Intent;
  let range = relative ?? reading.range ?? earlier;
  if (intent?.kind === 'compare_periods') next = intent;
  else if (earlier && COMPARISON_CUE.test(lower)) next = { kind: 'compare_periods', ranges: [earlier, relative ?? reading.range ?? periodBefore(earlier)] };
  else if (intent) next = intent;
  else if (previous.intent.kind === 'compare_periods' && range && range !== earlier) next = { kind: 'compare_periods', ranges: [range, periodBefore(range)] };
  else next = previous.intent;
  if (next.kind === 'compare_periods') range = next.ranges[0];
  const ownWords = intent !== null || WORDED_KINDS.has(previous.intent.kind);
  return { intent: next, reading: { ...reading, ...subject, range, plain: ownWords ? reading.plain : previous.reading.plain }, lower };
}

/** A period as the context data writes it: `{ start_date, end_date }`, or a budget month `YYYY-MM` (cut at today). */
function contextRange(data: { period?: { start_date?: unknown; end_date?: unknown }; budget_month?: unknown }, today: string): DateRange | null {
  try {
    if (typeof data.budget_month === 'string' && /^\d{4}-\d{2}$/.test(data.budget_month)) {
      const start = dayFromIso(`${data.budget_month}-01`);
      const { year, month } = civilOf(start);
      return rangeOf(start, Math.min(dayOf(year, month, lastDomOf(year, month)), dayFromIso(today)));
    }
    const period = data.period;
    return typeof period?.start_date === 'string' && typeof period.end_date === 'string' ? rangeOf(dayFromIso(period.start_date), dayFromIso(period.end_date)) : null;
  } catch {
    return null;
  }
}

/**
 * The period of the context data in the product's system messages (a JSON line): its budget month
 * when it has one (what "over budget" is about), else its `period`; null when there is none.
 */
export function contextPeriod(systemTexts: readonly string[], today: string): DateRange | null {
  for (const line of systemTexts.flatMap((text) => text.split('\n'))) {
    if (!line.trimStart().startsWith('{')) continue;
    try {
      const range = contextRange(JSON.parse(line) as Parameters<typeof contextRange>[0], today);
      if (range) return range;
    } catch {
      continue;
    }
  }
  return null;
}

/**
 * The ask of the last of `questions` (oldest first), each read as a follow-up of the one before
 * when it is one; `context` is the period asked about when none is named.
 */
export function resolveAsk(questions: readonly string[], today: string, merchants: readonly string[], context: DateRange | null, categories: readonly CategoryAsk[] = []): Ask {
  let previous: Resolved | null = null;
  let parts: QuestionParts = { declined: 'off_topic' };
  for (const question of questions) {
    const own = questionParts(question, today, merchants, categories);
    if ('declined' in own) {
      parts = own;
      previous = null;
      continue;
    }
    const read: Read = previous && goesOn(own, previous) ? followUp(own, previous) : own;
    const intent = intentOf(read);
    const reading = intent && context && read.reading.range === null ? { ...read.reading, range: context } : read.reading;
    parts = { ...read, reading };
    previous = intent && { intent, reading };
  }
  return askOf(parts, today);
}
