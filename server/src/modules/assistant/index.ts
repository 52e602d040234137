/** The public API of this module: what other modules may use (they import nothing else from it). */
export { answerQuestion, AssistantFailure, DEFAULT_TIME_BUDGET_MS, type QuestionContext, toolContextFor } from './assistant.ts';
export { groundingRetryMessage, ungroundedFigures } from './grounding.ts';
export { periodOf, runTool, toolDefinitions, type ToolContext } from './tools.ts';
