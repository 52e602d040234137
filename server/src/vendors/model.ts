import OpenAI from 'openai';
import type { ModelConfig } from '../config.ts';

/**
 * The one way the product talks to a model: the `openai` SDK's Chat Completions, at OpenAI, any
 * OpenAI-compatible server (Azure OpenAI, Ollama, vLLM) or, with no key, the model stand-in of
 * the emulators. Retries are the assistant's to decide (a retried ask must stay within its budget).
 */
export function createModelClient(config: ModelConfig): OpenAI {
  return new OpenAI({ apiKey: config.apiKey, baseURL: config.baseUrl ?? undefined, maxRetries: 0, timeout: 30_000 });
}
