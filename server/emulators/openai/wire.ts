import { createHash } from 'node:crypto';
import { CHARACTERS_PER_TOKEN } from './config.ts';
import { invalidRequest } from './errors.ts';

/**
 * Chat Completions' wire format, as far as the product uses it: the request read into plain
 * messages (each content as text), and the response built from the stand-in's turn.
 */

export interface ToolCall {
  id: string;
  name: string;
  /** The arguments as the JSON text the model wrote. */
  arguments: string;
}

export type ChatMessage =
  | { role: 'system' | 'developer' | 'user'; text: string }
  | { role: 'assistant'; text: string; toolCalls: ToolCall[] }
  | { role: 'tool'; text: string; toolCallId: string };

export interface FunctionTool {
  name: string;
  parameters: Record<string, unknown>;
}

export type ToolChoice = 'none' | 'auto' | 'required' | { name: string };

export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  tools: FunctionTool[];
  toolChoice: ToolChoice;
}

/** What the model says in one round: text, or tool calls (with no text). */
export interface ModelTurn {
  content: string | null;
  toolCalls: { name: string; args: object }[];
}

type Json = Record<string, unknown>;

const ROLES = ['system', 'developer', 'user', 'assistant', 'tool'];

export const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A message's content: a string, or an array of `{ type: 'text', text }` parts. */
function textOf(content: unknown, param: string): string {
  if (content === undefined || content === null) return '';
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content
      .map((part, index) => {
        if (!isObject(part) || part.type !== 'text' || typeof part.text !== 'string') throw invalidRequest(`Invalid '${param}[${index}]': expected a text content part.`, `${param}[${index}]`, 'invalid_type');
        return part.text;
      })
      .join('');
  }
  throw invalidRequest(`Invalid type for '${param}': expected a string or an array of content parts.`, param, 'invalid_type');
}

function readToolCalls(raw: unknown, param: string): ToolCall[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw invalidRequest(`Invalid type for '${param}': expected an array.`, param, 'invalid_type');
  return raw.map((call, index) => {
    const fn = isObject(call) ? call.function : undefined;
    if (!isObject(call) || typeof call.id !== 'string' || !isObject(fn) || typeof fn.name !== 'string' || typeof fn.arguments !== 'string') {
      throw invalidRequest(`Invalid '${param}[${index}]': expected { id, type: 'function', function: { name, arguments } }.`, `${param}[${index}]`, 'invalid_value');
    }
    return { id: call.id, name: fn.name, arguments: fn.arguments };
  });
}

function readMessage(raw: unknown, index: number): ChatMessage {
  const param = `messages[${index}]`;
  if (!isObject(raw)) throw invalidRequest(`Invalid type for '${param}': expected an object.`, param, 'invalid_type');
  const role = raw.role;
  if (typeof role !== 'string' || !ROLES.includes(role)) {
    throw invalidRequest(`Invalid value: '${String(role)}'. Supported values are: 'system', 'assistant', 'user', 'tool', and 'developer'.`, `${param}.role`, 'invalid_value');
  }
  const text = textOf(raw.content, `${param}.content`);
  if (role === 'assistant') return { role, text, toolCalls: readToolCalls(raw.tool_calls, `${param}.tool_calls`) };
  if (role === 'tool') {
    if (typeof raw.tool_call_id !== 'string') throw invalidRequest(`Missing required parameter: '${param}.tool_call_id'.`, `${param}.tool_call_id`, 'missing_required_parameter');
    return { role, text, toolCallId: raw.tool_call_id };
  }
  return { role: role as 'system' | 'developer' | 'user', text };
}

/** OpenAI's own rule: every tool message answers a call of the assistant message before it, and every call is answered. */
function checkToolCallPairs(messages: ChatMessage[]): void {
  let open: { index: number; ids: Set<string> } | null = null;
  messages.forEach((message, index) => {
    if (message.role === 'tool') {
      if (!open?.ids.has(message.toolCallId)) {
        throw invalidRequest("Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.", `messages.[${index}].role`);
      }
      open.ids.delete(message.toolCallId);
      return;
    }
    if (open && open.ids.size > 0) {
      throw invalidRequest(
        `An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: ${[...open.ids].join(', ')}`,
        `messages.[${open.index}].role`,
      );
    }
    open = message.role === 'assistant' && message.toolCalls.length > 0 ? { index, ids: new Set(message.toolCalls.map((call) => call.id)) } : null;
  });
  const unanswered = open as { index: number; ids: Set<string> } | null;
  if (unanswered && unanswered.ids.size > 0) {
    throw invalidRequest(
      `An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: ${[...unanswered.ids].join(', ')}`,
      `messages.[${unanswered.index}].role`,
    );
  }
}

function readTools(raw: unknown): FunctionTool[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw invalidRequest("Invalid type for 'tools': expected an array.", 'tools', 'invalid_type');
  return raw.map((tool, index) => {
    const fn = isObject(tool) ? tool.function : undefined;
    if (!isObject(tool) || tool.type !== 'function' || !isObject(fn) || typeof fn.name !== 'string' || !/^[a-zA-Z0-9_-]{1,64}$/.test(fn.name)) {
      throw invalidRequest(`Invalid 'tools[${index}]': expected { type: 'function', function: { name, parameters } }.`, `tools[${index}]`, 'invalid_value');
    }
    return { name: fn.name, parameters: isObject(fn.parameters) ? fn.parameters : {} };
  });
}

function readToolChoice(raw: unknown, tools: FunctionTool[]): ToolChoice {
  if (raw === undefined || raw === null) return tools.length > 0 ? 'auto' : 'none';
  if (raw === 'none' || raw === 'auto' || raw === 'required') return raw;
  const fn = isObject(raw) ? raw.function : undefined;
  if (isObject(raw) && raw.type === 'function' && isObject(fn) && typeof fn.name === 'string') return { name: fn.name };
  throw invalidRequest("Invalid value for 'tool_choice': expected 'none', 'auto', 'required' or { type: 'function', function: { name } }.", 'tool_choice', 'invalid_value');
}

/** The request body read and checked as OpenAI checks it; a wrong body throws a 400 in OpenAI's shape. */
export function readChatRequest(body: unknown): ChatRequest {
  if (!isObject(body)) throw invalidRequest('The request body must be a JSON object.');
  if (typeof body.model !== 'string' || body.model === '') throw invalidRequest('you must provide a model parameter');
  if (body.messages === undefined) throw invalidRequest("Missing required parameter: 'messages'.", 'messages', 'missing_required_parameter');
  if (!Array.isArray(body.messages)) throw invalidRequest("Invalid type for 'messages': expected an array.", 'messages', 'invalid_type');
  if (body.messages.length === 0) {
    throw invalidRequest("Invalid 'messages': empty array. Expected an array with minimum length 1, but got an empty array instead.", 'messages', 'empty_array');
  }
  const temperature = body.temperature;
  if (temperature !== undefined && temperature !== null && (typeof temperature !== 'number' || temperature < 0 || temperature > 2)) {
    throw invalidRequest("Invalid 'temperature': expected a number from 0 to 2.", 'temperature', 'invalid_value');
  }
  const messages = body.messages.map(readMessage);
  checkToolCallPairs(messages);
  const tools = readTools(body.tools);
  const toolChoice = readToolChoice(body.tool_choice, tools);
  if (typeof toolChoice === 'object' && !tools.some((tool) => tool.name === toolChoice.name)) {
    throw invalidRequest(`Invalid value for 'tool_choice': no function named '${toolChoice.name}' was specified in the 'tools' parameter.`, 'tool_choice', 'invalid_value');
  }
  return { model: body.model, messages, tools, toolChoice };
}

const digest = (text: string): string => createHash('sha256').update(text).digest('base64url').replace(/[-_]/g, 'x');

const tokensOf = (text: string): number => Math.ceil(text.length / CHARACTERS_PER_TOKEN);

/** The completion OpenAI would send for this turn; ids derive from the request, so the same request gets the same answer. */
export function chatCompletion(requestBody: unknown, model: string, turn: ModelTurn, created: number) {
  const requestText = JSON.stringify(requestBody);
  const requestDigest = digest(requestText);
  const toolCalls = turn.toolCalls.map(({ name, args }, index) => ({
    id: `call_${digest(`${requestDigest}:${index}`).slice(0, 24)}`,
    type: 'function' as const,
    function: { name, arguments: JSON.stringify(args) },
  }));
  const promptTokens = tokensOf(requestText);
  const completionTokens = tokensOf((turn.content ?? '') + toolCalls.map((call) => call.function.name + call.function.arguments).join(''));
  return {
    id: `chatcmpl-${requestDigest.slice(0, 29)}`,
    object: 'chat.completion' as const,
    created,
    model,
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant' as const,
          content: turn.content,
          refusal: null,
          annotations: [],
          ...(toolCalls.length > 0 ? { tool_calls: toolCalls } : {}),
        },
        logprobs: null,
        finish_reason: toolCalls.length > 0 ? ('tool_calls' as const) : ('stop' as const),
      },
    ],
    usage: { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens },
    system_fingerprint: 'fp_ledgerline_standin',
  };
}
