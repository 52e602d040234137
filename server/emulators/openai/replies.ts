import { civilOf, dayFromIso } from './calendar.ts';
import type { DeclineReason } from './asks.ts';
import { monthName } from './period-words.ts';

/** What the stand-in says without looking anything up: declines, and the questions it asks back. */

export const DECLINES: Readonly<Record<DeclineReason, string>> = {
  off_topic: 'I can only help with questions about your own finances: your spending, income, accounts, budgets and transactions.',
  investment_advice: "I can't give investment advice. I can help with your own spending, income, accounts and budgets.",
};

export const NO_TOOL_FOR_IT = "I can't look that up right now. Please try again later.";

/** The welcome text's advice as a question, with examples from the user's own calendar ("October 2026", "2025"). */
export function askForPeriod(today: string): string {
  const { year, month } = civilOf(dayFromIso(today));
  const monthBefore = month === 1 ? monthName(year - 1, 12) : monthName(year, month - 1);
  return `Which period should I look at? For example: last month, ${monthBefore}, the last 3 months, or ${year - 1}.`;
}

export function askWhichMerchant([first, second]: readonly [string, string]): string {
  return `Did you mean ${first} or ${second}? Please ask again with the full name.`;
}

export function notUnderstood(merchants: readonly string[]): string {
  const merchantExample = merchants[0] ? `, or “How much did I spend at ${merchants[0]} last month?”` : '';
  return `I'm not sure what you're asking. Try being specific, for example: “How much did I spend last month?”, “What was my last transaction?”${merchantExample}`;
}
