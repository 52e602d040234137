/** The public API of this module: what other modules may use (they import nothing else from it). */
export { answerQuestion, AssistantFailure, DEFAULT_TIME_BUDGET_MS, type QuestionContext } from './assistant.ts';
export { groundingRetryMessage, ungroundedFigures } from './grounding.ts';
export { periodOf, transactionsLink } from './tools.ts';
