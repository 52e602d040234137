import OpenAI from 'openai';
import type { ModelConfig } from '../config.ts';
import type { AssistantModel } from './ports/assistant-model.ts';

/**
 * The one way the product talks to a model: the `openai` SDK's Chat Completions, at OpenAI, any
 * OpenAI-compatible server (Azure OpenAI, Ollama, vLLM) or, with no key, the model stand-in of
 * the emulators. Retries are the assistant's to decide (a retried ask must stay within its budget).
 */
export function createModelClient(config: ModelConfig): OpenAI {
  return new OpenAI({ apiKey: config.apiKey, baseURL: config.baseUrl ?? undefined, maxRetries: 0, timeout: 30_000 });
}

/** `AssistantModel` through the `openai` SDK; the SDK's errors pass through unchanged. */
export function createOpenAiModel(client: OpenAI): AssistantModel {
  return {
    async complete({ model, messages, tools, temperature }, options = {}) {
      const completion = await client.chat.completions.create(
        { model, messages, ...(tools ? { tools, tool_choice: 'auto' as const } : {}), ...(temperature === undefined ? {} : { temperature }) },
        { signal: options.signal },
      );
      const message = completion.choices[0]?.message;
      if (!message) return null;
      const toolCalls = (message.tool_calls ?? []).flatMap((call) => (call.type === 'function' ? [{ id: call.id, type: 'function' as const, function: { name: call.function.name, arguments: call.function.arguments } }] : []));
      return { content: message.content ?? null, toolCalls };
    },
  };
}
