import type { ChatMessage, EventId, PairId } from '@/shared/api';
import { pairIdOf } from './event-id';

/** One message of the assistant chat, as the drawer keeps it (spec section 3). */
export interface AssistantMessage {
  /** `user-`, `ai-` or `error-` plus the pair id. */
  eventId: EventId;
  /** Markdown. */
  message: string;
  isUserInput: boolean;
  /** ISO date-time; shown as the locale's date and time. */
  createdDate: string;
  isBookmarked: boolean;
  /** The user's rating of an answer: good, bad or none. */
  isCorrect: boolean | null;
  /** The "Okay, let me look into this..." stand-in while the answer is on its way. */
  isPending?: boolean;
}

export const fromChatMessage = (message: ChatMessage): AssistantMessage => ({
  eventId: message.event_id,
  message: message.message,
  isUserInput: message.is_user_input,
  createdDate: message.created_date,
  isBookmarked: message.is_bookmarked,
  isCorrect: message.is_correct,
});

/** The list without both messages of a pair. */
export const withoutPair = (messages: readonly AssistantMessage[], pairId: PairId): AssistantMessage[] =>
  messages.filter((message) => pairIdOf(message.eventId) !== pairId);

/** The list with one message changed. */
export const updateMessage = (messages: readonly AssistantMessage[], eventId: EventId, change: Partial<AssistantMessage>): AssistantMessage[] =>
  messages.map((message) => (message.eventId === eventId ? { ...message, ...change } : message));

/** The list with the message `eventId` replaced by `replacement` (when it is still there). */
export const replaceMessage = (messages: readonly AssistantMessage[], eventId: EventId, replacement: AssistantMessage): AssistantMessage[] =>
  messages.map((message) => (message.eventId === eventId ? replacement : message));

/**
 * An older page put before the list. A pair already in the list (asked while the page was on its
 * way) keeps the list's copy.
 */
export function prependOlder(older: readonly AssistantMessage[], messages: readonly AssistantMessage[]): AssistantMessage[] {
  const shownPairs = new Set(messages.map((message) => pairIdOf(message.eventId)));
  return [...older.filter((message) => !shownPairs.has(pairIdOf(message.eventId))), ...messages];
}

/** With "Bookmarks Only" on, a message shows if it or the other message of its pair is bookmarked. */
export function bookmarkedPairsOnly(messages: readonly AssistantMessage[]): AssistantMessage[] {
  const bookmarkedPairs = new Set(messages.filter((message) => message.isBookmarked).map((message) => pairIdOf(message.eventId)));
  return messages.filter((message) => bookmarkedPairs.has(pairIdOf(message.eventId)));
}

/** The event id "Load Previous" asks before: the oldest message loaded, or the contract's marker for none. */
export const oldestEventId = (messages: readonly AssistantMessage[]): string => messages[0]?.eventId ?? 'array_is_empty';
