import { batch, computed, signal } from '@preact/signals-react';
import { ApiError, type ChatReply, type ChatRequest } from '@/shared/api';
import { MISSING_AI_TEXT, MISSING_AI_TEXT_RETRY_SUFFIX, QUOTA_EXHAUSTED, SOMETHING_WENT_WRONG } from '@/shared/config';
import { deleteChatPair, fetchHistory, requestAnswer, saveBookmark, saveFeedback } from '../api/chat-api';
import { ANSWER_PLACEHOLDER } from '../config/chat-copy';
import { eventIdOf, newPairId, pairIdOf } from '../lib/event-id';
import {
  bookmarkedPairsOnly,
  fromChatMessage,
  oldestEventId,
  prependOlder,
  replaceMessage,
  updateMessage,
  withoutPair,
  type AssistantMessage,
} from '../lib/message-list';
import { chatQuota, refreshQuota } from './quota';

export type HistoryStatus = 'idle' | 'loading' | 'failed';

/** Every message loaded or sent, oldest first. */
export const chatMessages = signal<AssistantMessage[]>([]);
/** "Bookmarks Only": the history asked for and the list shown keep only bookmarked pairs. */
export const bookmarksOnly = signal(false);
/** The last "Load Previous" (or first page): loading, failed, or done. */
export const historyStatus = signal<HistoryStatus>('idle');
/** Older messages exist on the server. */
export const hasOlderMessages = signal(false);
/** An answer is on its way: sending waits for it. */
export const isAnswering = signal(false);
/** "Clear Messages" is emptying the list. */
export const isClearing = signal(false);

/** The messages the list shows. */
export const shownMessages = computed(() => (bookmarksOnly.value ? bookmarkedPairsOnly(chatMessages.value) : chatMessages.value));

// A page asked for before the list was emptied (cleared, filter switched) is dropped when it lands.
let listGeneration = 0;
let hasLoadedOnce = false;

function emptyList(): void {
  listGeneration += 1;
  batch(() => {
    chatMessages.value = [];
    hasOlderMessages.value = false;
    historyStatus.value = 'idle';
  });
}

/** "Load Previous": the page before the oldest message loaded (the newest page when none is). */
export async function loadPreviousMessages(): Promise<void> {
  if (historyStatus.peek() === 'loading') return;
  const generation = listGeneration;
  historyStatus.value = 'loading';
  try {
    const history = await fetchHistory(oldestEventId(chatMessages.peek()), bookmarksOnly.peek());
    if (generation !== listGeneration) return;
    batch(() => {
      chatMessages.value = prependOlder(history.messages.map(fromChatMessage), chatMessages.peek());
      hasOlderMessages.value = history.has_more;
      historyStatus.value = 'idle';
    });
  } catch {
    if (generation === listGeneration) historyStatus.value = 'failed';
  }
}

/** The first time the drawer opens: the newest page. */
export function loadFirstPage(): void {
  if (hasLoadedOnce) return;
  hasLoadedOnce = true;
  void loadPreviousMessages();
}

/** "Bookmarks Only" on or off; either way the list starts over from the newest page. */
export function setBookmarksOnly(on: boolean): void {
  if (bookmarksOnly.peek() === on) return;
  bookmarksOnly.value = on;
  emptyList();
  void loadPreviousMessages();
}

/** "Clear Messages": empties the list here (the spec has no server call for it). */
export async function clearMessages(): Promise<void> {
  isClearing.value = true;
  // Let "Clearing..." paint before a long list goes.
  await new Promise((resolve) => requestAnimationFrame(resolve));
  batch(() => {
    emptyList();
    isClearing.value = false;
  });
}

function answerOf(reply: ChatReply): AssistantMessage {
  const isError = reply.status === 'error';
  const missingText = isError ? MISSING_AI_TEXT + MISSING_AI_TEXT_RETRY_SUFFIX : MISSING_AI_TEXT;
  return {
    eventId: reply.event_id,
    message: reply.message.trim() ? reply.message : missingText,
    isUserInput: false,
    createdDate: reply.created_date,
    isBookmarked: false,
    isCorrect: null,
  };
}

const errorAnswer = (pairId: string, text: string): AssistantMessage => ({
  eventId: eventIdOf('error', pairId),
  message: text,
  isUserInput: false,
  createdDate: new Date().toISOString(),
  isBookmarked: false,
  isCorrect: null,
});

const failureText = (error: unknown): string =>
  error instanceof ApiError && error.status === 429 && error.errorCode === 'QUOTA_EXCEEDED' ? QUOTA_EXHAUSTED : SOMETHING_WENT_WRONG;

async function fetchAnswer(request: ChatRequest): Promise<AssistantMessage> {
  try {
    return answerOf(await requestAnswer(request));
  } catch (error) {
    return errorAnswer(pairIdOf(request.id), failureText(error));
  }
}

/**
 * Sends a question: the question and the placeholder show at once, the answer (or the error the
 * user can read) replaces the placeholder, then the quota is read again and broadcast.
 */
export async function askAssistant(question: string): Promise<void> {
  if (!question.trim() || isAnswering.peek()) return;
  const pairId = newPairId();
  const userEventId = eventIdOf('user', pairId);
  const placeholderId = eventIdOf('ai', pairId);
  const createdDate = new Date().toISOString();
  // Sending shows the whole conversation again.
  if (bookmarksOnly.peek()) setBookmarksOnly(false);
  batch(() => {
    isAnswering.value = true;
    chatMessages.value = [
      ...chatMessages.peek(),
      { eventId: userEventId, message: question, isUserInput: true, createdDate, isBookmarked: false, isCorrect: null },
      { eventId: placeholderId, message: ANSWER_PLACEHOLDER, isUserInput: false, createdDate, isBookmarked: false, isCorrect: null, isPending: true },
    ];
  });

  // The quota read when the drawer opened (or after the last answer) already says no ask is left.
  const answer = chatQuota.peek().remaining === 0 ? errorAnswer(pairId, QUOTA_EXHAUSTED) : await fetchAnswer({ id: userEventId, submitted_user_query: question, is_user_input: true, created_date: createdDate });
  batch(() => {
    chatMessages.value = replaceMessage(chatMessages.peek(), placeholderId, answer);
    isAnswering.value = false;
  });
  await refreshQuota();
}

/** Bookmark or remove the bookmark; the list changes whatever the server says. */
export function toggleBookmark(message: AssistantMessage): void {
  const isBookmark = !message.isBookmarked;
  chatMessages.value = updateMessage(chatMessages.peek(), message.eventId, { isBookmarked: isBookmark });
  saveBookmark(message.eventId, isBookmark).catch(() => undefined);
}

/** Deletes the question and its answer; the list changes whatever the server says. */
export function deletePair(message: AssistantMessage): void {
  const pairId = pairIdOf(message.eventId);
  chatMessages.value = withoutPair(chatMessages.peek(), pairId);
  deleteChatPair(pairId).catch(() => undefined);
}

/** Good or bad answer; the same thumb again clears the rating. Shown once the server has it. */
export async function rateAnswer(message: AssistantMessage, isGood: boolean): Promise<void> {
  const isCorrect = message.isCorrect === isGood ? null : isGood;
  try {
    await saveFeedback(message.eventId, isCorrect);
  } catch {
    return;
  }
  chatMessages.value = updateMessage(chatMessages.peek(), message.eventId, { isCorrect });
}

/** Stories and tests only: the chat as it is before the drawer first opens. */
export function resetChatForTesting(): void {
  emptyList();
  hasLoadedOnce = false;
  batch(() => {
    bookmarksOnly.value = false;
    isAnswering.value = false;
    isClearing.value = false;
  });
}
