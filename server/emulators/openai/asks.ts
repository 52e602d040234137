import { ALL_HISTORY_LABEL } from './config.ts';
import { findCategory, findMisspeltCategory, type CategoryAsk } from './categories.ts';
import { COMPARISON_CUE, datePhraseSpans, parseComparison, parseDateRange, parseDueWindow, type DateRange, type DueWindow } from './dates.ts';
import { matchMerchant, unknownMerchant, type MerchantMatch } from './merchants.ts';
import type { AccountsAndBalancesArgs, RecurringKind } from './protocol.ts';
import { blankOut, COUNT_SOURCE, INSTRUCTION_CUE, lowerCase, parseCount } from './words.ts';

/** The merchant a question is about. */
export interface MerchantAsk {
  /** One of the user's merchant names when `known`, else the question's own words */
  name: string;
  known: boolean;
}

/** Narrowing a list of transactions to one merchant or category. */
interface Filters {
  merchant?: MerchantAsk;
  category?: CategoryAsk;
}

/** One side of a comparison of two merchants or categories: what it narrows to, and its own period when it names one. */
export type ComparedSide = Filters & { range?: DateRange };

/** Asks that cannot be answered without a period. */
export type PeriodAsk =
  | { kind: 'spending_summary'; range: DateRange }
  | { kind: 'merchant_spend'; merchant: MerchantAsk; range: DateRange }
  | { kind: 'category_spend'; category: CategoryAsk; range: DateRange }
  | { kind: 'income'; range: DateRange }
  | ({ kind: 'biggest_purchases'; n: number; range: DateRange } & Filters)
  | ({ kind: 'transactions_over'; amount: number; range: DateRange } & Filters)
  | ({ kind: 'transactions_under'; amount: number; range: DateRange } & Filters)
  | ({ kind: 'count_times'; range: DateRange } & Filters)
  /** The rows asked for ("what did I buy yesterday"), with their total and count. */
  | ({ kind: 'list_spending'; range: DateRange } & Filters)
  /** Two merchants or categories side by side ("Starbucks vs Dunkin in October"); `range` is the period both share unless a side names its own. */
  | { kind: 'compare_subjects'; sides: [ComparedSide, ComparedSide]; range: DateRange };

type WithoutRange<T> = T extends unknown ? Omit<T, 'range'> : never;

/** A period ask waiting for its period. */
export type PendingAsk = WithoutRange<PeriodAsk>;

/** Asks whose answer can be narrowed to a merchant (so an ambiguous name is asked about). */
export type MerchantAskKind = PeriodAsk['kind'] | 'last_transactions' | 'compare_periods' | 'average_monthly_spending';

export type DeclineReason = 'off_topic' | 'investment_advice' | 'other_person' | 'instructions';

export type Ask =
  | PeriodAsk
  | ({ kind: 'last_transactions'; n: number; range: DateRange | null } & Filters)
  | ({ kind: 'compare_periods'; ranges: [DateRange, DateRange] } & Filters)
  /** `of: 'income'`: the average monthly income ("what's my average monthly income"), else spending. */
  | ({ kind: 'average_monthly_spending'; range: DateRange; withMonthInProgress?: true; of?: 'income' } & Filters)
  | { kind: 'balances'; account?: AccountsAndBalancesArgs }
  /** How net worth changed over a range (to today when none was named). */
  | { kind: 'net_worth_history'; range: DateRange }
  /** The bank accounts' projected balance over the next `days` days ("will I run short before payday"). */
  | { kind: 'cash_forecast'; days: 30 | 60 | 90 }
  /** What was spent on the rows the user tagged: one tag ("my vacation tag"), or every tag (`tag` null). */
  | { kind: 'tag_spending'; tag: string | null; range: DateRange }
  | { kind: 'card_debt' }
  /** `kinds` empty: every recurring payment. */
  | { kind: 'recurring'; kinds: RecurringKind[]; due?: DueWindow }
  | { kind: 'budget_status'; range: DateRange }
  | { kind: 'clarify_merchant'; options: [string, string]; intent: MerchantAskKind }
  | { kind: 'needs_period'; ask: PendingAsk }
  | { kind: 'decline'; reason: DeclineReason }
  | { kind: 'not_understood' };

/** What the question asks for, before merchants, categories and periods are attached. */
export type Intent =
  | { kind: 'compare_periods'; ranges: [DateRange, DateRange] }
  | { kind: 'tag_spending'; tag: string | null }
  | { kind: 'card_debt' | 'balances' | 'net_worth_history' | 'cash_forecast' | 'budget_status' | 'recurring' | 'count_times' | 'average_monthly_spending' | 'income' | 'spend' }
  | { kind: 'last_transactions' | 'biggest_purchases'; n: number }
  | { kind: 'list_spending' }
  | { kind: 'transactions_over' | 'transactions_under'; amount: number };

/** Counted lists without a number: one for a singular noun ("my last purchase"), this many for a plural. */
const DEFAULT_LIST_LENGTH = 5;
const DEFAULT_AVERAGE_PERIOD = 'the last 3 months';
const DEFAULT_BUDGET_PERIOD = 'this month';

const INVESTMENT_TOPIC =
  /\b(?:stocks?|shares|equities|crypto(?:currenc(?:y|ies))?|bitcoin|btc|ethereum|dogecoin|coins?|etfs?|index\s+funds?|mutual\s+funds?|invest(?:ing|ments?)?|portfolio|options\s+trading|nasdaq|s&p(?:\s*500)?|dow)\b/;
const ADVICE_CUE = /\b(?:should\s+(?:i|we)|is\s+it\s+(?:a\s+)?good|good\s+(?:investment|idea|time|buy)|best|recommend(?:ation)?s?|which|what\s+(?:stock|crypto|coin)|worth\s+(?:buying|it)|buy|sell|go(?:ing)?\s+(?:up|down)|predict(?:ion)?s?|tips?)\b/;
const OFF_TOPIC =
  /\b(?:weather|forecast|temperature|rain(?:ing)?|snow(?:ing)?|jokes?|funny|news|headlines?|sports?|football|soccer|basketball|baseball|hockey|nba|nfl|mlb|scores?|who\s+won|recipes?|cook(?:ing)?|bake|poems?|poetry|songs?|lyrics|horoscope|translate|capital\s+of|president|election|movie\s+recommendations?|write\s+(?:me\s+)?an?\s+(?:story|essay))\b/;
const MONEY_WORDS =
  /\$\d|\b(?:spen[dt]|spending|money|costs?|paid|pay|payments?|purchases?|bought|transactions?|charges?|budget|balances?|owe|debts?|income|earn(?:ed)?|salary|subscriptions?|bills?|accounts?|bank|cards?|savings?|checking|expenses?|cash|dollars?|merchants?|categor(?:y|ies)|financ(?:es?|ial))\b/;

/** People whose money a question may ask about: Ledgerline sees only the user's own linked accounts. */
const RELATIONS =
  '(?:wife|husband|partner|spouse|girlfriend|boyfriend|fianc[eé]e?|son|daughter|kids?|child(?:ren)?|mom|mum|mother|dad|father|parents?|brother|sister|siblings?|friends?|roommates?|flatmates?|boss|colleagues?|co-?workers?|neighbou?rs?|grandma|grandpa|grandmother|grandfather|aunt|uncle|cousin)';
const MONEY_NOUNS = '(?:transactions?|spending|purchases?|accounts?|balances?|money|cards?|income|salary|budgets?|bank|statements?|bills?|expenses?|finances?|payments?|pay\\s?checks?|savings|debts?)';
const OTHER_PERSON: readonly RegExp[] = [
  new RegExp(`\\b(?:my|our)\\s+${RELATIONS}(?:'s|s')\\s+(?:[a-z]+\\s+)?${MONEY_NOUNS}\\b`),
  new RegExp(`\\b(?:did|does|do|has|have|is|was)\\s+(?:my|our)\\s+${RELATIONS}\\s+(?:spend|spent|buy|bought|earn|earned|make|made|pay|paid|owe|have|get|got)\\b`),
  new RegExp(`\\b(?:his|her)\\s+(?:[a-z]+\\s+)?${MONEY_NOUNS}\\b`),
  /\b(?:another|other|different)\s+(?:users?|persons?|people|customers?|members?|account\s+holders?)(?:'s|s')?\b|\b(?:someone|somebody|anyone|anybody)\s+else(?:'s)?\b/,
];
/** A named person's money ("John's transactions", "what did Sarah buy"), read in the question's own case with merchants and periods blanked out. */
const NAMED_PERSON: readonly RegExp[] = [
  new RegExp(
    `(?<![\\p{L}'])(?!(?:What|That|It|There|Here|Who|Where|How|When|Let|Today|Yesterday|Tomorrow|Everyone|Everybody)['\u2019]s)\\p{Lu}\\p{Ll}+['\u2019]s\\s+(?!(?:my|your|our|the|a|an)\\b)(?:[a-z]+\\s+)?${MONEY_NOUNS}\\b`,
    'u',
  ),
  /\b(?:did|does|has|have|is)\s+\p{Lu}\p{Ll}+\s+(?:spend|spent|buy|bought|earn|earned|make|made|pay|paid|owe|get|got)\b/u,
];

/** Kinds of account a balance question names, most particular first: Plaid's type and subtype. */
const ACCOUNT_WORDS: readonly [RegExp, AccountsAndBalancesArgs][] = [
  [/\bchecking\b/, { type: 'depository', subtype: 'checking' }],
  [/\bsavings?\b/, { type: 'depository', subtype: 'savings' }],
  [/\bmortgages?\b|\bhome\s+loans?\b/, { type: 'loan', subtype: 'mortgage' }],
  [/\bstudent\s+loans?\b/, { type: 'loan', subtype: 'student' }],
  [/\b(?:car|auto|vehicle)\s+loans?\b/, { type: 'loan', subtype: 'auto' }],
  [/\bloans?\b/, { type: 'loan' }],
  [/\bcredit\s+cards?\b|\bcards?\b|\b(?:visa|mastercard|amex|discover)\b/, { type: 'credit', subtype: 'credit card' }],
  [/\bcash\b|\bbank\s+accounts?\b/, { type: 'depository' }],
];
/** What is owed on a loan: a balance question, not a card's debt. */
const LOAN_OWED = /\b(?:mortgages?|loans?)\b/;
const OWED_WORDS = /\bhow\s+much\s+is\b|\b(?:owe|owed|debts?|left|remaining|outstanding|balances?|pay\s+off|paid\s+off)\b/;
const PAYMENT_WORDS = /\bpayments?\b/;
/** Kinds of recurring stream a question names. */
const RECURRING_KIND_WORDS: readonly [RegExp, RecurringKind][] = [
  [/\bsubscriptions?\b|\bsubscribed\b|\bstreaming\b|\bmemberships?\b/, 'subscription'],
  [/\bbills?\b/, 'bill'],
  [/\b(?:loan|mortgage|car)\s+payments?\b/, 'loan_or_mortgage'],
  [/\bcard\s+payments?\b/, 'card_payment'],
  [/\btransfers?\b|\bsavings\b/, 'transfer_or_savings'],
  [/\bincome\b|\bdeposits?\b|\bpay\s?checks?\b|\bsalary\b/, 'income'],
];
/** Every recurring payment, whatever else is named beside it ("subscriptions and recurring payments"). */
const ALL_RECURRING = /\brecurring\s+(?:payments?|charges?|expenses?|streams?)\b|\bregular\s+payments?\b|\bmonthly\s+(?:payments|charges)\b/;

const CARD_DEBT = /\b(?:owe|owed|debts?)\b|\bcredit\s+cards?\s+(?:balances?|bills?|debt)\b|\bcard\s+balances?\b|\bbalances?\s+on\s+(?:my\s+)?(?:credit\s+)?cards?\b/;
const BALANCES = /\bbalances?\b|\btotal\s+in\s+my\b|\bhow\s+much\s+is\s+on\s+my\b|\bhow\s+much\s+(?:money\s+|cash\s+)?(?:do\s+i\s+have|have\s+i\s+got|is\s+(?:there\s+)?in)\b|\bnet\s+worth\b|\bin\s+my\s+(?:checking|savings|accounts?)\b/;
const BUDGET = /\bbudget(?:s|ed|ing)?\b|\bon\s+track\b/;
/** A look ahead at the money in the bank: "will I run short before payday", "cash flow forecast", "how much will I have at the end of the month". */
const FORECAST = /\bforecast\b|\bcash[\s-]?flow\b|\b(?:run|running|go|going|be)\s+(?:short|low|out\s+of\s+(?:money|cash)|negative|overdrawn|into\s+the\s+red)\b|\boverdra(?:wn|ft)\b|\bbefore\s+(?:my\s+)?(?:next\s+)?(?:pay\s?day|pay\s?check|salary)\b|\bhow\s+much\s+will\s+i\s+have\b|\bwill\s+i\s+have\s+enough\b|\bwhat\s+will\s+my\s+balance\s+be\b/;
/** The user's own tags: "#vacation", "tagged vacation", "my vacation tag", "by tag". */
const TAGGED = /#[a-z0-9][\w-]*|\btag(?:s|ged)?\b/;
/** How far back a tag question without a period looks: the tools' ten-year bound. */
const TAG_HISTORY_DAYS = 3_650;
/** Every tag at once: "spending by tag", "each tag", "my tags". */
const EVERY_TAG = /\b(?:by|per|each|every|all(?:\s+(?:of\s+)?my)?|which|what)\s+tags?\b|\b(?:my|the)\s+tags\b|\btags\b/;
/** The tag a question names, or null for every tag ("spending by tag"). */
function tagOf(plain: string): string | null {
  const named =
    /#([a-z0-9][\w-]*)/.exec(plain) ??
    /\btagged\s+(?:as\s+|with\s+)?["'“‘]([^"'”’]+)["'”’]/.exec(plain) ??
    /\btagged\s+(?:as\s+|with\s+)?([a-z0-9][\w-]*)/.exec(plain) ??
    /\b(?:the|my|our)\s+["'“‘]([^"'”’]+)["'”’]\s+tag\b/.exec(plain) ??
    (EVERY_TAG.test(plain) ? null : /\b(?:the|my|our)\s+([a-z0-9][\w-]*)\s+tag\b/.exec(plain)) ??
    /\btag\s+["'“‘]([^"'”’]+)["'”’]/.exec(plain);
  return named ? named[1]!.trim() : null;
}
const NET_WORTH = /\bnet\s+worth\b|\bworth\s+more\b|\bworth\s+less\b/;
/** Net worth over time rather than now: a change, a trend, a past moment. */
const OVER_TIME = /\bchang(?:e|ed|es|ing)\b|\bgr[oe]wn?\b|\bgrowing\b|\bincreas(?:e|ed)\b|\bdecreas(?:e|ed)\b|\bdropp?(?:ed)?\b|\bover\s+time\b|\bhistory\b|\btrend\b|\bsince\b|\bwas\b|\bwere\b|\bago\b|\bgone\s+(?:up|down)\b|\bwent\s+(?:up|down)\b/;
const RECURRING = /\bdue\b|\b(?:have|need|got)\s+to\s+pay\b|\bcoming\s+(?:up|out)\b|\bupcoming\b|\bsubscriptions?\b|\bsubscribed\b|\brecurring\b|\bstreaming\s+services?\b|\bmemberships?\b|\b(?:monthly|regular|automatic)\s+(?:[a-z]+\s+)?(?:payments?|transfers?|savings|income|deposits?)\b|\bregular\s+payments?\b|\bmonthly\s+(?:payments|charges)\b|(?<!\b(?:utility|utilities|phone|electric|electricity|water|internet|cable|gas|power)\s+)\bbills?\b/;
/** The rows themselves asked for ("what did I buy yesterday", "show my purchases last week"), not only their total. */
const LIST_ASKED =
  /\bwhich\s+(?:[a-z']+\s+){1,3}did\s+i\s+(?:eat|shop|go|visit|buy\s+from|order\s+from)\b|\bwhat\s+(?:did|have)\s+i\s+(?:buy|bought|purchased?|pay\s+for|paid\s+for|spen[dt]\s+(?:money\s+)?on)\b|\b(?:show|list|see|tell\s+me)\s+(?:me\s+)?(?:everything|all\s+(?:the\s+)?things|what)\s+i\s+(?:bought|purchased|spent(?:\s+money)?\s+on|paid\s+for)\b|\bwhat\s+i\s+(?:bought|spent\s+on)\b|\b(?:show|list|see)\s+(?:me\s+)?(?:all\s+)?(?:of\s+)?(?:my\s+)?(?!(?:biggest|largest|last|latest|recent|top)\b)(?:[a-z']+\s+)?(?:purchases|transactions|charges)\b/;
/** "What did I spend" about one day asks for its rows; about a longer period, for its summary. */
const SPENT_WHAT = /\bwhat\s+(?:did|have)\s+i\s+spen[dt]\b/;
/** An average asked to include the month in progress. */
const SO_FAR = /\bso\s+far\b|\bincluding\s+(?:this|the\s+current)\s+month\b/;
/** Where a comparison's two sides meet. */
const SIDE_JOINER = /\s(?:vs\.?|versus|compare[sd]?\s+(?:to|with)|against|than|or|and)\s/g;
const CHOICE_WORDS = /\b(?:more|less|higher|lower|bigger|smaller|which)\b/;
const PAIR_WORDS = /\b(?:compare[sd]?|comparing|between)\b/;
const COUNT_TIMES = /\bhow\s+(?:many\s+times|often)\b|\bhow\s+many\s+(?:visits|trips)\b|\bnumber\s+of\s+(?:times|visits|trips)\b/;
/** "purchases", optionally after one word saying which ("grocery purchases"). */
const LIST_NOUN = '(?:[a-z]+\\s+)?(?:transaction|purchase|charge|payment|expense|buy|item)(?<plural>s?)\\b';
const COUNT_BEFORE = `(?:(?<countBefore>${COUNT_SOURCE})\\s+)?`;
const COUNT_AFTER = `(?:(?<countAfter>${COUNT_SOURCE})\\s+)?`;
const LAST_TRANSACTIONS = new RegExp(`\\b${COUNT_BEFORE}(?:last|latest|most\\s+recent|recent|newest)\\s+${COUNT_AFTER}${LIST_NOUN}`);
const LAST_THING_BOUGHT = /\blast\s+(?:thing|things)\s+i\s+(?:bought|purchased|paid\s+for)\b|\bwhen\s+(?:did|was)\s+i\s+last\b|\bwhen\s+was\s+my\s+last\b/;
const BIGGEST = new RegExp(`\\b${COUNT_BEFORE}(?:biggest|largest|most\\s+expensive|highest|priciest|costliest|top)\\s+${COUNT_AFTER}${LIST_NOUN}`);
const AMOUNT = '\\$?\\s*(\\d{1,3}(?:,\\d{3})+|\\d+)(?![\\d,])(?:\\.(\\d{1,2}))?(?!\\d)\\s*(k\\b)?(?!\\s*(?:times|transactions?|purchases?|visits?|%|percent))';
const OVER = new RegExp(`\\b(?:over|above|more\\s+than|greater\\s+than|larger\\s+than|bigger\\s+than|higher\\s+than|exceeding|in\\s+excess\\s+of|at\\s+least)\\s+${AMOUNT}`);
const UNDER = new RegExp(`\\b(?:under|below|less\\s+than|smaller\\s+than|lower\\s+than|cheaper\\s+than|at\\s+most)\\s+${AMOUNT}`);
const AVERAGE = /\baverage\b|\bper\s+month\b|\ba\s+month\s+on\s+average\b|\bmonthly\s+spend(?:ing)?\b|\btypical(?:ly)?\b/;
const INCOME = /\bincome\b|\bearn(?:ed|ings)?\b|\bsalary\b|\bpay\s?checks?\b|\bwages?\b|\bhow\s+much\s+did\s+i\s+make\b|\b(?:got|get|gets)\s+paid\b|\bdeposits?\b/;
const SPEND = /\bspen[dt]\b|\bspendings?\b|\bcosts?\b|\bexpenses?\b|\bexpenditures?\b|\bpaid\b|\bpay\b|\bbought\b|\bhow\s+much\b|\bwhere\s+did\s+my\s+money\s+go\b|\bsummary\b|\bbreakdown\b|\boutflows?\b|\boutgoings?\b/;
const TRANSACTION_LIST = new RegExp(`\\b${COUNT_BEFORE}${LIST_NOUN}`);

function declineReason(lower: string): DeclineReason | null {
  if (INSTRUCTION_CUE.test(lower)) return 'instructions';
  if (INVESTMENT_TOPIC.test(lower) && ADVICE_CUE.test(lower)) return 'investment_advice';
  if (OFF_TOPIC.test(lower) && !MONEY_WORDS.test(lower)) return 'off_topic';
  return null;
}

/** A list's length: the number asked for, else one for a singular noun, else DEFAULT_LIST_LENGTH. */
function listLength(match: RegExpExecArray): number {
  const asked = match.groups?.countBefore ?? match.groups?.countAfter;
  const count = asked === undefined ? null : parseCount(asked);
  if (count !== null && count > 0) return count;
  return match.groups?.plural === 's' ? DEFAULT_LIST_LENGTH : 1;
}

function amountOf(match: RegExpExecArray): number {
  const dollars = Number(match[1]!.replace(/,/g, '')) + Number(`0.${match[2] ?? '0'}`);
  return match[3] ? dollars * 1000 : dollars;
}

/** What is asked, read from the question with its periods and merchant blanked out; rules in order, the first that fits wins. */
function detectIntent(plain: string, comparison: [DateRange, DateRange] | null, range: DateRange | null): Intent | null {
  if (comparison) return { kind: 'compare_periods', ranges: comparison };
  if (FORECAST.test(plain)) return { kind: 'cash_forecast' };
  if (TAGGED.test(plain)) return { kind: 'tag_spending', tag: tagOf(plain) };
  if (LOAN_OWED.test(plain) && OWED_WORDS.test(plain) && !PAYMENT_WORDS.test(plain)) return { kind: 'balances' };
  // Net worth over time ("how has my net worth changed this year") is not the balances now.
  if (NET_WORTH.test(plain) && (OVER_TIME.test(plain) || range !== null)) return { kind: 'net_worth_history' };
  // "average monthly income" is an average, not the recurring income streams "monthly income" alone would be.
  if (/\baverage\b/.test(plain) && INCOME.test(plain)) return { kind: 'average_monthly_spending' };
  for (const [pattern, kind] of [[CARD_DEBT, 'card_debt'], [BALANCES, 'balances'], [BUDGET, 'budget_status'], [RECURRING, 'recurring'], [COUNT_TIMES, 'count_times']] as const) {
    if (pattern.test(plain)) return { kind };
  }
  if (LAST_THING_BOUGHT.test(plain)) return { kind: 'last_transactions', n: 1 };
  const last = LAST_TRANSACTIONS.exec(plain);
  if (last) return { kind: 'last_transactions', n: listLength(last) };
  const biggest = BIGGEST.exec(plain);
  if (biggest) return { kind: 'biggest_purchases', n: listLength(biggest) };
  const over = OVER.exec(plain);
  if (over) return { kind: 'transactions_over', amount: amountOf(over) };
  const under = UNDER.exec(plain);
  if (under) return { kind: 'transactions_under', amount: amountOf(under) };
  if (LIST_ASKED.test(plain)) return range ? { kind: 'list_spending' } : { kind: 'last_transactions', n: DEFAULT_LIST_LENGTH };
  if (SPENT_WHAT.test(plain) && range && range.start === range.end) return { kind: 'list_spending' };
  if (AVERAGE.test(plain)) return { kind: 'average_monthly_spending' };
  if (INCOME.test(plain)) return { kind: 'income' };
  if (SPEND.test(plain)) return { kind: 'spend' };
  const list = TRANSACTION_LIST.exec(plain);
  if (list) return range ? { kind: 'list_spending' } : { kind: 'last_transactions', n: listLength(list) };
  return null;
}

/** The question as the intent and subject readers see it: lower case, the merchant's name and the periods blanked out. */
export interface Reading {
  plain: string;
  /** The question in its own case, the merchant's name and the periods blanked out: where a person's name is read. */
  named: string;
  /** The window ahead a question about what falls due names. */
  due: DueWindow | null;
  /** Whether an average is asked to include the month in progress ("so far"). */
  soFar: boolean;
  range: DateRange | null;
  comparison: [DateRange, DateRange] | null;
  merchant: MerchantAsk | null;
  ambiguous: [string, string] | null;
  category: CategoryAsk | null;
}

/**
 * Whether an unknown name is the place the question asks about: when it also names a category, only
 * a name after "at" is ("at Joe's Pizza on groceries"); other words after "on", "to" or "for" are the
 * question's own ("I'd like to know my outgoings on restaurants").
 */
function namesAPlace(plain: string, name: string, category: CategoryAsk | null): boolean {
  return category === null || plain.includes(`at ${lowerCase(name)}`);
}

function read(question: string, today: string, match: MerchantMatch | null, categories: readonly CategoryAsk[]): Reading {
  const withoutMerchant = match ? blankOut(question, [match.span]) : question;
  const periods = datePhraseSpans(withoutMerchant, today);
  const plain = blankOut(lowerCase(withoutMerchant), periods);
  // A category's word, else a misspelt one when no merchant is named ("grocieries"): read before an unknown merchant's name is guessed.
  const category = findCategory(plain, categories) ?? (match ? null : findMisspeltCategory(plain));
  const unknown = match ? null : unknownMerchant(question, plain);
  return {
    plain,
    named: blankOut(withoutMerchant, periods),
    due: parseDueWindow(question, today),
    soFar: SO_FAR.test(lowerCase(question)),
    range: parseDateRange(withoutMerchant, today),
    comparison: parseComparison(withoutMerchant, today),
    merchant: match?.kind === 'one' ? { name: match.name, known: true } : unknown === null || !namesAPlace(plain, unknown, category) ? null : { name: unknown, known: false },
    ambiguous: match?.kind === 'ambiguous' ? match.options : null,
    category,
  };
}

function filtersOf({ merchant, category }: Reading): Filters {
  return { ...(merchant && { merchant }), ...(category && { category }) };
}

/** The ask without its period, for the asks that need one. */
function pendingAsk(intent: Intent, reading: Reading): PendingAsk | null {
  const filters = filtersOf(reading);
  switch (intent.kind) {
    case 'spend':
      if (reading.merchant) return { kind: 'merchant_spend', merchant: reading.merchant };
      return reading.category ? { kind: 'category_spend', category: reading.category } : { kind: 'spending_summary' };
    case 'income':
      return { kind: 'income' };
    case 'biggest_purchases':
      return { kind: 'biggest_purchases', n: intent.n, ...filters };
    case 'transactions_over':
    case 'transactions_under':
      return { kind: intent.kind, amount: intent.amount, ...filters };
    case 'count_times':
      return { kind: 'count_times', ...filters };
    case 'list_spending':
      return reading.merchant ? { kind: 'merchant_spend', merchant: reading.merchant } : { kind: 'list_spending', ...filters };
    default:
      return null;
  }
}

function withPeriod(pending: PendingAsk, range: DateRange | null): Ask {
  return range ? ({ ...pending, range } as PeriodAsk) : { kind: 'needs_period', ask: pending };
}

function defaultRange(phrase: string, today: string): DateRange {
  return parseDateRange(phrase, today)!;
}

/** The ask an ambiguous merchant name holds up, or null when the ask has no merchant. */
function clarifiedKind(intent: Intent, pending: PendingAsk | null): MerchantAskKind | null {
  if (pending) return pending.kind === 'income' ? null : pending.kind === 'spending_summary' || pending.kind === 'category_spend' ? 'merchant_spend' : pending.kind;
  return intent.kind === 'last_transactions' || intent.kind === 'compare_periods' || intent.kind === 'average_monthly_spending' ? intent.kind : null;
}

function askFor(intent: Intent, reading: Reading, today: string): Ask {
  const pending = pendingAsk(intent, reading);
  const clarified = reading.ambiguous && clarifiedKind(intent, pending);
  if (reading.ambiguous && clarified) return { kind: 'clarify_merchant', options: reading.ambiguous, intent: clarified };
  if (pending) return withPeriod(pending, reading.range);
  switch (intent.kind) {
    case 'compare_periods':
      return { kind: 'compare_periods', ranges: intent.ranges, ...filtersOf(reading) };
    case 'last_transactions':
      return { kind: 'last_transactions', n: intent.n, range: reading.range, ...filtersOf(reading) };
    case 'average_monthly_spending':
      return {
        kind: 'average_monthly_spending',
        range: reading.range ?? defaultRange(DEFAULT_AVERAGE_PERIOD, today),
        ...(reading.soFar && { withMonthInProgress: true as const }),
        ...(INCOME.test(reading.plain) && !reading.merchant && !reading.category && { of: 'income' as const }),
        ...filtersOf(reading),
      };
    case 'budget_status':
      return { kind: 'budget_status', range: reading.range ?? defaultRange(DEFAULT_BUDGET_PERIOD, today) };
    case 'net_worth_history': {
      // Unnamed: the last 12 months and this one so far.
      const year = defaultRange('the last 12 months', today);
      return { kind: 'net_worth_history', range: reading.range ?? { start: year.start, end: today, label: `the last 12 months and this month so far (${year.start} to ${today})` } };
    }
    case 'cash_forecast': {
      // As far ahead as the question names (30, 60 or 90 days), else the next 30.
      const until = reading.due?.end ?? reading.range?.end;
      const ahead = until && until > today ? (Date.parse(until) - Date.parse(today)) / 86_400_000 : 0;
      return { kind: 'cash_forecast', days: ahead > 60 || /\b(?:90|ninety)\s+days\b|\bthree\s+months\b/.test(reading.plain) ? 90 : ahead > 30 || /\b(?:60|sixty)\s+days\b|\btwo\s+months\b/.test(reading.plain) ? 60 : 30 };
    }
    case 'tag_spending': {
      // Unnamed: the whole history a tag can hold (a trip's tag is of its own dates).
      const start = new Date(Date.parse(`${today}T00:00:00Z`) - TAG_HISTORY_DAYS * 86_400_000).toISOString().slice(0, 10);
      return { kind: 'tag_spending', tag: intent.tag, range: reading.range ?? { start, end: today, label: ALL_HISTORY_LABEL } };
    }
    case 'balances': {
      const account = ACCOUNT_WORDS.find(([words]) => words.test(reading.plain))?.[1];
      return account ? { kind: 'balances', account } : { kind: 'balances' };
    }
    case 'recurring':
      return {
        kind: 'recurring',
        kinds: ALL_RECURRING.test(reading.plain) ? [] : RECURRING_KIND_WORDS.filter(([words]) => words.test(reading.plain)).map(([, kind]) => kind),
        ...(reading.due && { due: reading.due }),
      };
    case 'card_debt':
      return { kind: intent.kind };
    default:
      return { kind: 'not_understood' };
  }
}

/** One side of a comparison: the merchant and category its words name, and its own period. */
function sideOf(text: string, today: string, merchants: readonly string[], categories: readonly CategoryAsk[]): ComparedSide {
  const lower = lowerCase(text);
  const match = matchMerchant(lower, merchants);
  const plain = blankOut(match ? blankOut(lower, [match.span]) : lower, datePhraseSpans(text, today));
  const category = findCategory(plain, categories);
  const range = parseDateRange(text, today);
  return { ...(match?.kind === 'one' && { merchant: { name: match.name, known: true } }), ...(category && { category }), ...(range && { range }) };
}

/**
 * Two merchants or categories set side by side ("Starbucks vs Dunkin", "more on groceries or
 * restaurants", "compare coffee and restaurants"): the question cut where its sides meet, each
 * side naming a subject of its own; null when it is not such a comparison.
 */
function comparedSides(question: string, plain: string, today: string, merchants: readonly string[], categories: readonly CategoryAsk[]): [ComparedSide, ComparedSide] | null {
  if (!COMPARISON_CUE.test(plain) && !PAIR_WORDS.test(plain) && !CHOICE_WORDS.test(plain)) return null;
  for (const joiner of plain.matchAll(SIDE_JOINER)) {
    const word = joiner[0].trim();
    if (word === 'and' && !PAIR_WORDS.test(plain)) continue;
    if (word === 'or' && !CHOICE_WORDS.test(plain)) continue;
    const sides = [sideOf(question.slice(0, joiner.index), today, merchants, categories), sideOf(question.slice(joiner.index + joiner[0].length), today, merchants, categories)] as const;
    const subject = (side: ComparedSide) => side.merchant?.name ?? side.category?.code;
    if (subject(sides[0]) && subject(sides[1]) && subject(sides[0]) !== subject(sides[1])) return [...sides];
  }
  return null;
}

/** Whether the question asks about someone else's money (Ledgerline sees only the user's own accounts). */
const asksAboutSomeoneElse = (reading: Reading): boolean => OTHER_PERSON.some((pattern) => pattern.test(reading.plain)) || NAMED_PERSON.some((pattern) => pattern.test(reading.named));

/** A question read on its own: declined, or its intent (null when it names none), its reading, and the two subjects it sets side by side when it does. */
export type QuestionParts = { declined: DeclineReason } | { intent: Intent | null; reading: Reading; lower: string; sides?: [ComparedSide, ComparedSide] };

export function questionParts(question: string, today: string, merchants: readonly string[], categories: readonly CategoryAsk[] = []): QuestionParts {
  const lower = lowerCase(question);
  const refused = declineReason(lower);
  if (refused === 'investment_advice' || refused === 'instructions') return { declined: refused };
  const match = matchMerchant(lower, merchants);
  const reading = read(question, today, match, categories);
  if (asksAboutSomeoneElse(reading)) return { declined: 'other_person' };
  const declined = declineReason(reading.plain);
  if (declined) return { declined };
  const sides = comparedSides(question, blankOut(lower, datePhraseSpans(question, today)), today, merchants, categories);
  return { intent: detectIntent(reading.plain, reading.comparison, reading.range), reading, lower, ...(sides && { sides }) };
}

/** What a question asks; one naming only a merchant, category or period asks what was spent. */
export function intentOf({ intent, reading }: { intent: Intent | null; reading: Reading }): Intent | null {
  return intent ?? (reading.merchant || reading.category || reading.ambiguous || reading.range ? { kind: 'spend' } : null);
}

export function askOf(parts: QuestionParts, today: string): Ask {
  if ('declined' in parts) return { kind: 'decline', reason: parts.declined };
  if (parts.sides) return withPeriod({ kind: 'compare_subjects', sides: parts.sides }, parts.reading.range);
  const intent = intentOf(parts);
  if (intent) return askFor(intent, parts.reading, today);
  return MONEY_WORDS.test(parts.lower) ? { kind: 'not_understood' } : { kind: 'decline', reason: 'off_topic' };
}

/**
 * What the user asks, read deterministically: the intent, its merchant (matched against the
 * user's own `merchants`), category (the user's own `categories` by name first) and period (against `today`, YYYY-MM-DD). The README lists
 * the phrasings understood.
 */
export function parseAsk(question: string, today: string, merchants: readonly string[], categories: readonly CategoryAsk[] = []): Ask {
  return askOf(questionParts(question, today, merchants, categories), today);
}
