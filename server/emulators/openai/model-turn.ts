import { writeAnswer, type ToolOutcome } from './answers.ts';
import { FACTS_MARKER, GROUNDING_CHECK_PREFIX, TODAY_LINE, WRITER_LINE } from './config.ts';
import type { CategoryAsk } from './categories.ts';
import { contextPeriod, resolveAsk } from './follow-ups.ts';
import { readFacts, type FactsNode } from './overview-facts.ts';
import { writeOverviewReport } from './overview-report.ts';
import { askForPeriod, askWhichMerchant, DECLINES, NO_TOOL_FOR_IT, notUnderstood } from './replies.ts';
import { planToolCalls } from './tool-calls.ts';
import { stripTestHooks, type TestHooks } from './test-hooks.ts';
import type { ChatMessage, ChatRequest, FunctionTool, ModelTurn } from './wire.ts';

/**
 * The stand-in's brain: one deterministic round of the conversation. A question gets tool calls
 * (or a direct reply); tool results get the answer written from them.
 */

/** "Today" from the system message's first line; the request's own date when the product sent none. */
function todayOf(messages: readonly ChatMessage[], now: Date): string {
  const system = messages.find((message) => message.role === 'system' || message.role === 'developer');
  const firstLine = system?.text.split('\n', 1)[0]?.trim() ?? '';
  return TODAY_LINE.exec(firstLine)?.[1] ?? now.toISOString().slice(0, 10);
}

/** The user's merchant names: the enum of search_transactions' `merchants` items. */
export function merchantsOf(tools: readonly FunctionTool[]): string[] {
  const search = tools.find((tool) => tool.name === 'search_transactions');
  const properties = search?.parameters.properties as Record<string, { items?: { enum?: unknown } }> | undefined;
  const names = properties?.merchants?.items?.enum;
  return Array.isArray(names) ? names.filter((name): name is string => typeof name === 'string') : [];
}

/**
 * The user's own and renamed categories: the product lists them in search_transactions' `categories`
 * description as `CODE ("Name")`, each code also in its enum.
 */
export function userCategoriesOf(tools: readonly FunctionTool[]): CategoryAsk[] {
  const search = tools.find((tool) => tool.name === 'search_transactions');
  const categories = (search?.parameters.properties as Record<string, { description?: unknown }> | undefined)?.categories;
  const description = typeof categories?.description === 'string' ? categories.description : '';
  return [...description.matchAll(/\b([A-Z][A-Z0-9_]*) \("([^"]+)"\)/g)].map(([, code, name]) => ({ code: code!, name: name! }));
}

const isGroundingRetry = (message: ChatMessage | undefined): boolean => message?.role === 'user' && message.text.trimStart().startsWith(GROUNDING_CHECK_PREFIX);

/** The user's questions of the conversation, oldest first: user messages that are not the product's grounding follow-up. */
const questionsOf = (messages: readonly ChatMessage[]): string[] => messages.filter((message) => message.role === 'user' && !isGroundingRetry(message)).map((message) => message.text);

/** The question: the last of them. */
export function questionOf(messages: readonly ChatMessage[]): string | null {
  return questionsOf(messages).at(-1) ?? null;
}

const systemTexts = (messages: readonly ChatMessage[]): string[] => messages.filter((message) => message.role === 'system' || message.role === 'developer').map((message) => message.text);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Every tool call of the conversation with the result the product gave for it. */
function toolOutcomes(messages: readonly ChatMessage[]): ToolOutcome[] {
  const calls = new Map(messages.flatMap((message) => (message.role === 'assistant' ? message.toolCalls : [])).map((call) => [call.id, call]));
  return messages.flatMap((message) => {
    if (message.role !== 'tool') return [];
    const call = calls.get(message.toolCallId);
    if (!call) return [];
    const args = parseJson(call.arguments);
    return [{ name: call.name, args: typeof args === 'object' && args !== null ? (args as Record<string, unknown>) : {}, result: parseJson(message.text) }];
  });
}

/**
 * The facts when the product asks for a budget overview's text: its system message's second line
 * is the writer's, and the question holds `FACTS (JSON):` and the facts after it.
 */
function overviewFacts(messages: readonly ChatMessage[]): FactsNode | null {
  const system = messages.find((message) => message.role === 'system' || message.role === 'developer');
  if (system?.text.split('\n')[1]?.trim() !== WRITER_LINE) return null;
  const question = questionOf(messages);
  return question === null ? null : readFacts(question, FACTS_MARKER);
}

/** What the test hooks are read from: the question, without the facts a writer request carries (data, never markers). */
export function hookTextOf(messages: readonly ChatMessage[]): string | null {
  const question = questionOf(messages);
  return question === null ? null : question.split(FACTS_MARKER, 1)[0]!;
}

/** An amount no tool gives, for the `[[ungrounded]]` hook (the product's grounding check must catch it). */
const UNGROUNDED_SENTENCE = 'That is about $98,765.43 a year.';

const reply = (content: string): ModelTurn => ({ content, toolCalls: [] });

/** The hooked text: the `[[ungrounded]]` sentence added until the grounding check, or even after it with `[[always-ungrounded]]`. */
function withHooks(answer: string, hooks: TestHooks, afterCheck: boolean): string {
  const ungrounded = hooks.ungrounded === 'always' || (hooks.ungrounded === 'once' && !afterCheck);
  return ungrounded ? `${answer}\n\n${UNGROUNDED_SENTENCE}` : answer;
}

export function nextTurn(request: ChatRequest, hooks: TestHooks, now: Date): ModelTurn {
  const { messages, tools } = request;
  const facts = overviewFacts(messages);
  if (facts !== null) return reply(withHooks(writeOverviewReport(facts), hooks, isGroundingRetry(messages.at(-1))));

  const today = todayOf(messages, now);
  const merchants = merchantsOf(tools);
  const rawQuestion = questionOf(messages);
  if (rawQuestion === null) return reply(notUnderstood(merchants));
  const question = stripTestHooks(rawQuestion);
  // The earlier questions of the thread, for a follow-up to be read with.
  const ask = resolveAsk(questionsOf(messages).map(stripTestHooks), today, merchants, contextPeriod(systemTexts(messages), today), userCategoriesOf(tools));
  const last = messages.at(-1);
  const outcomes = toolOutcomes(messages);

  if (outcomes.length > 0 && (last?.role === 'tool' || isGroundingRetry(last))) {
    const strict = isGroundingRetry(last);
    return reply(withHooks(writeAnswer(outcomes, { ask, today, strict }), hooks, strict));
  }

  switch (ask.kind) {
    case 'decline':
      return reply(DECLINES[ask.reason]);
    case 'needs_period':
      return reply(askForPeriod(today));
    case 'clarify_merchant':
      return reply(askWhichMerchant(ask.options));
    case 'not_understood':
      return reply(notUnderstood(merchants));
    default: {
      const calls = planToolCalls(ask, question, today) ?? [];
      const offered = new Set(tools.map((tool) => tool.name));
      if (request.toolChoice === 'none' || calls.length === 0 || calls.some((call) => !offered.has(call.name))) return reply(NO_TOOL_FOR_IT);
      return { content: null, toolCalls: calls };
    }
  }
}
