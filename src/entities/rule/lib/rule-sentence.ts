import { categoryLabel, formatMoney, lineLabel } from '@/shared/lib';
import type { RuleActions, RuleCategory, RuleConditions, RuleSplitPart } from '../model/rule';

/** How a sentence names what a rule refers to by code or id, in the person's words. */
export interface RuleWords {
  /** A category action by the person's name for it ("Groceries", "Food and drink"). */
  category: (choice: RuleCategory) => string;
  /** The category the bank gave a row, a primary or a detailed code, by the person's name ("Restaurant", "Food and drink"). */
  bankCategory: (code: string) => string;
  /** The account of the account condition by its name ("Everyday Checking ••0000"). */
  account: (accountId: string) => string;
  /** Dollars as the page writes them ("$10.00"). */
  money: (dollars: number) => string;
  /** A share as the page writes it ("12.5%"). */
  percent: (percent: number) => string;
}

/** Names as every label shows them (the person's names once loaded), accounts by their id. */
export const DEFAULT_RULE_WORDS: RuleWords = {
  category: (choice) => categoryLabel(choice.detailed ?? choice.primary, choice.primary),
  bankCategory: (code) => lineLabel(code),
  account: (accountId) => accountId,
  money: (dollars) => formatMoney(dollars),
  percent: (percent) => new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100),
};

/** "A", "A and B", "A, B and C". */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function amountInWords({ min_amount: min, max_amount: max }: RuleConditions, money: RuleWords['money']): string | undefined {
  if (min !== undefined && max !== undefined) return min === max ? `the amount is ${money(min)}` : `the amount is between ${money(min)} and ${money(max)}`;
  if (min !== undefined) return `the amount is at least ${money(min)}`;
  if (max !== undefined) return `the amount is at most ${money(max)}`;
  return undefined;
}

/** Each condition as a clause, in the form's order: "the merchant is Amazon", "money goes out", "the bank’s category is Restaurant". */
function conditionClauses(conditions: RuleConditions, words: RuleWords = DEFAULT_RULE_WORDS): string[] {
  return [
    conditions.merchant !== undefined && `the merchant is ${conditions.merchant}`,
    conditions.text !== undefined && `the description contains “${conditions.text}”`,
    amountInWords(conditions, words.money),
    conditions.account_id !== undefined && `the account is ${words.account(conditions.account_id)}`,
    conditions.direction === 'outflow' && 'money goes out',
    conditions.direction === 'inflow' && 'money comes in',
    conditions.bank_category !== undefined && `the bank’s category is ${words.bankCategory(conditions.bank_category)}`,
  ].filter((clause): clause is string => typeof clause === 'string');
}

/** A split's part: "$10.00 to Groceries", "12.5% to Furniture", "the rest to Online marketplaces". */
function splitPartInWords(part: RuleSplitPart, words: RuleWords): string {
  const size = part.amount !== undefined ? words.money(part.amount) : part.percent !== undefined ? words.percent(part.percent) : 'the rest';
  return `${size} to ${words.category(part.category)}`;
}

/** Each action as a clause, in the form's order: "set category Groceries", "add tag Online", "hide it", "split it: …". */
function actionClauses(actions: RuleActions, words: RuleWords = DEFAULT_RULE_WORDS): string[] {
  const tags = actions.tags ?? [];
  return [
    actions.category !== undefined && `set category ${words.category(actions.category)}`,
    actions.merchant_name !== undefined && `rename the merchant to ${actions.merchant_name}`,
    tags.length > 0 && `add ${tags.length === 1 ? 'tag' : 'tags'} ${listInWords(tags)}`,
    actions.hidden === true && 'hide it',
    actions.hidden === false && 'show it',
    actions.split !== undefined && actions.split.length > 0 && `split it: ${actions.split.map((part) => splitPartInWords(part, words)).join(', ')}`,
  ].filter((clause): clause is string => typeof clause === 'string');
}

/** A rule in two halves: "When the merchant is Amazon and money goes out" / "set category Groceries, add tag Online". */
export interface RuleSentenceParts {
  when: string;
  then: string;
}

export function ruleSentence(rule: { conditions: RuleConditions; actions: RuleActions }, words: RuleWords = DEFAULT_RULE_WORDS): RuleSentenceParts {
  const conditions = conditionClauses(rule.conditions, words);
  const actions = actionClauses(rule.actions, words);
  return {
    when: conditions.length > 0 ? `When ${listInWords(conditions)}` : 'For every transaction',
    then: actions.length > 0 ? actions.join(', ') : 'do nothing',
  };
}

/** The rule as one line: "When the merchant is Amazon and money goes out → set category Groceries, add tag Online". */
export const ruleSentenceText = (rule: { conditions: RuleConditions; actions: RuleActions }, words: RuleWords = DEFAULT_RULE_WORDS): string => {
  const { when, then } = ruleSentence(rule, words);
  return `${when} → ${then}`;
};
