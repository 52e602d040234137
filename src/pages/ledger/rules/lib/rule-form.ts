import type { RuleActions, RuleCategory, RuleConditions, RuleDraft, TransactionRule } from '@/entities/rule';
import { ApiError } from '@/shared/api';
import { AMOUNT_INVALID, AMOUNTS_CROSSED, CATEGORY_UNKNOWN, NO_ACTION, NO_CONDITION, TAG_TOO_LONG, TOO_MANY_TAGS } from '../config/copy';
import { MAX_TAGS, TAG_MAX_LENGTH } from '../config/rule-limits';
import { dollarsText, parseDollars } from './dollars';
import { NEW_SPLIT_PARTS, splitOfParts, splitPartField, splitPartsOfRule, type SplitPartField, type SplitPartForm } from './split-parts';

export type RuleDirection = '' | 'outflow' | 'inflow';

/** The rule dialog's fields as typed: text, a chosen code or id (`''` for none), the hide box. */
export interface RuleForm {
  merchant: string;
  text: string;
  minAmount: string;
  maxAmount: string;
  accountId: string;
  direction: RuleDirection;
  /** The category the bank gave the row (Plaid's primary or detailed code); `''` for any. */
  bankCategory: string;
  /** A category code (Plaid's primary or detailed, or one of the person's own); `''` leaves the category. */
  category: string;
  merchantName: string;
  /** Tag names separated by commas. */
  tags: string;
  hide: boolean;
  /** The split action is on: `splitParts` are sent. */
  split: boolean;
  /** Kept while the split is off, so turning it back on shows them again. */
  splitParts: readonly SplitPartForm[];
}

export const EMPTY_RULE_FORM: RuleForm = { merchant: '', text: '', minAmount: '', maxAmount: '', accountId: '', direction: '', bankCategory: '', category: '', merchantName: '', tags: '', hide: false, split: false, splitParts: NEW_SPLIT_PARTS };

/** Where a problem is said: beside a field (a split's part's too), or beside the conditions, the actions or the split as a whole. */
export type RuleFormField = keyof RuleForm | 'conditions' | 'actions' | SplitPartField;
export type RuleFormProblems = Partial<Record<RuleFormField, string>>;

/** A saved rule in the form, to edit. */
export function formOfRule({ conditions, actions }: Pick<TransactionRule, 'conditions' | 'actions'>): RuleForm {
  return {
    merchant: conditions.merchant ?? '',
    text: conditions.text ?? '',
    minAmount: dollarsText(conditions.min_amount),
    maxAmount: dollarsText(conditions.max_amount),
    accountId: conditions.account_id ?? '',
    direction: conditions.direction ?? '',
    bankCategory: conditions.bank_category ?? '',
    category: actions.category ? (actions.category.detailed ?? actions.category.primary) : '',
    merchantName: actions.merchant_name ?? '',
    tags: (actions.tags ?? []).join(', '),
    hide: actions.hidden === true,
    split: actions.split !== undefined,
    splitParts: actions.split ? splitPartsOfRule(actions.split) : NEW_SPLIT_PARTS,
  };
}

/** Tag names from "Online, work ,Online": trimmed, empty ones dropped, the same name in another case once. */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => {
      const key = name.toLowerCase();
      if (!name || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** What the form asks for, or why it cannot be sent yet. */
export type DraftOfForm = { draft: RuleDraft; problems?: undefined } | { draft?: undefined; problems: RuleFormProblems };

/**
 * The form as the contract's draft: each filled field one condition or action (text trimmed, empty
 * left out, amounts in dollars), the category and the split's parts' by `categoryOf` (Plaid's code,
 * or one of the person's own under the primary it counts as). Problems the server would refuse are
 * found here first.
 */
export function draftOfForm(form: RuleForm, categoryOf: (code: string) => RuleCategory | undefined): DraftOfForm {
  const problems: RuleFormProblems = {};
  const filled = (text: string) => text.trim() || undefined;
  const amount = (field: 'minAmount' | 'maxAmount') => {
    if (!form[field].trim()) return undefined;
    const dollars = parseDollars(form[field]);
    if (dollars === undefined) problems[field] = AMOUNT_INVALID;
    return dollars;
  };
  const minAmount = amount('minAmount');
  const maxAmount = amount('maxAmount');
  if (minAmount !== undefined && maxAmount !== undefined && minAmount > maxAmount) problems.maxAmount = AMOUNTS_CROSSED;

  const category = form.category ? categoryOf(form.category) : undefined;
  if (form.category && !category) problems.category = CATEGORY_UNKNOWN;
  const tags = parseTags(form.tags);
  if (tags.length > MAX_TAGS) problems.tags = TOO_MANY_TAGS;
  else if (tags.some((tag) => tag.length > TAG_MAX_LENGTH)) problems.tags = TAG_TOO_LONG;

  const split = form.split ? splitOfParts(form.splitParts, categoryOf) : undefined;
  Object.assign(problems, split?.problems);

  const merchant = filled(form.merchant);
  const text = filled(form.text);
  const merchantName = filled(form.merchantName);
  const conditions: RuleConditions = {
    ...(merchant && { merchant }),
    ...(text && { text }),
    ...(minAmount !== undefined && { min_amount: minAmount }),
    ...(maxAmount !== undefined && { max_amount: maxAmount }),
    ...(form.accountId && { account_id: form.accountId }),
    ...(form.direction && { direction: form.direction }),
    ...(form.bankCategory && { bank_category: form.bankCategory }),
  };
  const actions: RuleActions = {
    ...(category && { category }),
    ...(merchantName && { merchant_name: merchantName }),
    ...(tags.length > 0 && { tags }),
    ...(form.hide && { hidden: true }),
    ...(split?.split && { split: split.split }),
  };
  // Said only when nothing else is wrong: a field with a problem may be the condition meant.
  if (Object.keys(problems).length === 0) {
    if (Object.keys(conditions).length === 0) problems.conditions = NO_CONDITION;
    if (Object.keys(actions).length === 0) problems.actions = NO_ACTION;
  }
  return Object.keys(problems).length > 0 ? { problems } : { draft: { conditions, actions } };
}

/** The contract's field (as the server's messages begin) → the form's, most specific first. */
const SERVER_FIELDS: readonly (readonly [string, RuleFormField])[] = [
  ['conditions.merchant', 'merchant'],
  ['conditions.text', 'text'],
  ['conditions.min_amount', 'minAmount'],
  ['conditions.max_amount', 'maxAmount'],
  ['conditions.account_id', 'accountId'],
  ['conditions.direction', 'direction'],
  ['conditions.bank_category', 'bankCategory'],
  ['actions.category', 'category'],
  ['actions.merchant_name', 'merchantName'],
  ['actions.tags', 'tags'],
  ['actions.hidden', 'hide'],
  ['actions.split', 'split'],
  ['conditions', 'conditions'],
  ['actions', 'actions'],
];

/** A split's part as the server names it (`actions.split[1].category…`, or its schema's `actions.split.1.percent…`). */
const SPLIT_PART = /^actions\.split(?:\[(\d+)\]|\.(\d+))(?:\.(category|amount|percent))?(?=$|[.: (])/;
const PART_FIELDS = { category: 'category', amount: 'value', percent: 'value' } as const;

/** The form's field a server message names first (`conditions.min_amount: must not…` → `minAmount`, `actions.split[1].amount…` → `split.1.value`), if any. */
export function fieldOfMessage(message: string): RuleFormField | undefined {
  const part = SPLIT_PART.exec(message);
  if (part) return splitPartField(Number(part[1] ?? part[2]), part[3] ? PART_FIELDS[part[3] as keyof typeof PART_FIELDS] : 'size');
  return SERVER_FIELDS.find(([prefix]) => message.startsWith(prefix) && /^($|[.: (])/.test(message.slice(prefix.length)))?.[1];
}

/** A refusal the person can act on: a 400 (or a 404 naming an account gone) with the server's words, and where to say them. */
export interface Refusal {
  field: RuleFormField | undefined;
  message: string;
}

export function refusalOf(error: unknown): Refusal | undefined {
  if (!(error instanceof ApiError) || !(error.status === 400 || error.status === 404)) return undefined;
  const message = error.body?.message;
  if (!message) return undefined;
  const field = fieldOfMessage(message);
  return error.status === 404 && field === undefined ? undefined : { field, message };
}
