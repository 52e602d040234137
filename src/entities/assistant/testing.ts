/** Test fixtures of the assistant slice: imported only by tests and stories. */
export { chatHandlers, recordChatCalls, type AnswerChoice, type ChatAnswers, type ChatCalls, type HistoryChoice } from './testing/handlers';
export { SAMPLE_NEWEST_PAGE, SAMPLE_OLDER_PAGE, SAMPLE_QUOTA, EXHAUSTED_QUOTA, SAMPLE_ANSWER, MARKDOWN_ANSWER } from './testing/fixtures';
export { resetAssistantForTesting } from './testing/reset-chat';
