/**
 * `AssistantModel`: one model turn in the product's words, in the Chat Completions shape every
 * OpenAI-compatible server speaks (roles, tool calls, tool results). The `openai` SDK is the
 * adapter (vendors/model.ts). Errors are the adapter's own (their class names appear in logs).
 */

export interface ModelToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export type ModelMessage =
  | { role: 'system'; content: string }
  | { role: 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ModelToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

/** A tool the model may call: a function with JSON Schema parameters. */
export interface ModelTool {
  type: 'function';
  function: { name: string; description?: string; parameters: Record<string, unknown> };
}

export interface ModelRequest {
  model: string;
  messages: ModelMessage[];
  tools?: ModelTool[];
  temperature?: number;
}

/** The model's reply: text, tool calls, or both (null when it answered no choice). */
export interface ModelReply {
  content: string | null;
  toolCalls: ModelToolCall[];
}

export interface AssistantModel {
  /** One turn; with tools the model chooses whether to call them. */
  complete(request: ModelRequest, options?: { signal?: AbortSignal }): Promise<ModelReply | null>;
}
