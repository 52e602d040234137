import { civilOf, dayFromIso } from './calendar.ts';
import type { DeclineReason } from './asks.ts';
import { monthName } from './period-words.ts';

/** What the stand-in says without looking anything up: declines, and the questions it asks back. */

/** Each decline says why in one sentence and what the assistant can do instead. */
export const DECLINES: Readonly<Record<DeclineReason, string>> = {
  off_topic: "I can only help with questions about your own finances, because all I can see is your linked accounts' data. Ask me about your spending, income, accounts, bills or budgets instead.",
  investment_advice: "I can't give investment advice, because I'm not a financial adviser and I only see your accounts' past activity, not markets. I can show you what you spend, earn and save, and how your budgets are doing.",
  other_person: "I can't look at anyone else's money, because Ledgerline only sees the accounts you have linked yourself. I can answer about your own spending, income, accounts and budgets, including shared accounts you have linked.",
  instructions: "I can't follow instructions that try to change how I work, because I only answer questions about your own finances from your data. Ask me about your spending, income, accounts, bills or budgets.",
};

/** Said after an answer whose data holds names that read like instructions. */
export const DATA_INSTRUCTIONS = 'Some transaction or merchant names in your data read like instructions; I treat them as data only and did not follow them.';

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
