import { api, type ChatHistory, type ChatReply, type ChatRequest, type EventId, type PairId, type Quota } from '@/shared/api';

/** The asks used and left this month. */
export async function fetchQuota(): Promise<Quota> {
  const { data } = await api.GET('/api/chat/quota');
  return data as Quota;
}

/** Asks the assistant; non-OK answers reject with an `ApiError`. */
export async function requestAnswer(body: ChatRequest): Promise<ChatReply> {
  const { data } = await api.POST('/api/chat/response', { body });
  return data as ChatReply;
}

/** Up to 20 pairs older than `id` (or the newest, for `array_is_empty`), oldest first. */
export async function fetchHistory(id: string, bookmarkFilterOn: boolean): Promise<ChatHistory> {
  const { data } = await api.POST('/api/chat/history', { body: { id, bookmark_filter_on: bookmarkFilterOn } });
  return data as ChatHistory;
}

export async function saveBookmark(id: EventId, isBookmark: boolean): Promise<void> {
  await api.POST('/api/chat/bookmark', { body: { id, is_bookmark: isBookmark } });
}

export async function deleteChatPair(id: PairId): Promise<void> {
  await api.POST('/api/chat/delete', { body: { id } });
}

export async function saveFeedback(id: EventId, isCorrect: boolean | null): Promise<void> {
  await api.POST('/api/chat/feedback', { body: { id, is_correct: isCorrect } });
}
