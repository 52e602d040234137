export { isAssistantOpen, toggleAssistant, closeAssistant, ASSISTANT_BUTTON_ID } from './model/assistant-drawer';
export { AssistantButton } from './ui/AssistantButton';
export { chatQuota, listenForQuotaUpdates, refreshQuota, broadcastQuota, QUESTION_LIMIT_UPDATE_EVENT } from './model/quota';
export {
  chatMessages,
  shownMessages,
  bookmarksOnly,
  historyStatus,
  hasOlderMessages,
  isAnswering,
  isClearing,
  loadFirstPage,
  loadPreviousMessages,
  setBookmarksOnly,
  clearMessages,
  askAssistant,
  toggleBookmark,
  deletePair,
  rateAnswer,
  type HistoryStatus,
} from './model/chat';
export { type AssistantMessage } from './lib/message-list';
export { prefixOf } from './lib/event-id';
export { exampleAsks } from './lib/example-asks';
export { ANSWER_PLACEHOLDER, WELCOME_TITLE, WELCOME_ADVICE } from './config/chat-copy';
