import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { BookmarkRequest, ChatHistoryRequest, ChatMessage, ChatRequest, DeleteChatPairRequest, FeedbackRequest, Quota } from '@/shared/api';
import { serverError } from '@/shared/test-kit';
import { SAMPLE_ANSWER, SAMPLE_NEWEST_PAGE, SAMPLE_OLDER_PAGE, SAMPLE_QUOTA } from './fixtures';

/** How the assistant answers a question in a story. */
export type AnswerChoice = 'sample' | 'loading' | 'missingText' | 'errorStatus' | 'quotaExceeded' | 'failed';
/** How a history page answers: the sample, nothing, never, or a server error. */
export type HistoryChoice = 'sample' | 'empty' | 'loading' | 'failed';

export interface ChatAnswers {
  quota?: Quota | 'failed';
  /** The newest page (`array_is_empty`). */
  newest?: HistoryChoice;
  /** "Load Previous" of an older page. */
  older?: HistoryChoice;
  answer?: AnswerChoice;
  /** Bookmark, delete and feedback calls fail (the drawer ignores it). */
  writes?: 'ok' | 'failed';
}

export interface ChatCalls {
  quota: number;
  asks: ChatRequest[];
  history: ChatHistoryRequest[];
  bookmarks: BookmarkRequest[];
  deletes: DeleteChatPairRequest[];
  feedback: FeedbackRequest[];
}

/** A fresh record of the calls a story's chat handlers see. */
export const recordChatCalls = (): ChatCalls => ({ quota: 0, asks: [], history: [], bookmarks: [], deletes: [], feedback: [] });

const pairOf = (eventId: string) => eventId.slice(eventId.indexOf('-') + 1);

const bookmarkedPairs = (messages: ChatMessage[]) => {
  const pairs = new Set(messages.filter((message) => message.is_bookmarked).map((message) => pairOf(message.event_id)));
  return messages.filter((message) => pairs.has(pairOf(message.event_id)));
};

const quotaExceeded = () =>
  HttpResponse.json(
    { error: { error_code: 'QUOTA_EXCEEDED', error_message: 'No asks left this month' }, message: 'No asks left this month' },
    { status: 429, headers: { 'Retry-After': '86400' } },
  );

async function historyPage(choice: HistoryChoice, messages: ChatMessage[], hasMore: boolean): Promise<Response> {
  if (choice === 'loading') await delay('infinite');
  if (choice === 'failed') return serverError();
  return HttpResponse.json({ messages: choice === 'empty' ? [] : messages, has_more: choice === 'empty' ? false : hasMore });
}

/**
 * Stories and tests only: MSW handlers for the assistant chat, each answering as asked (the sample
 * by default). `calls` records the requests, for a story to check.
 */
export function chatHandlers(answers: ChatAnswers = {}, calls?: ChatCalls): HttpHandler[] {
  const { quota = SAMPLE_QUOTA, newest = 'sample', older = 'sample', answer = 'sample', writes = 'ok' } = answers;
  const write = () => (writes === 'failed' ? serverError() : HttpResponse.json({ status: 'success' }));
  return [
    http.get('*/api/chat/quota', () => {
      if (calls) calls.quota += 1;
      return quota === 'failed' ? serverError() : HttpResponse.json(quota);
    }),
    http.post('*/api/chat/history', async ({ request }) => {
      const body = (await request.json()) as ChatHistoryRequest;
      calls?.history.push(body);
      const filter = (messages: ChatMessage[]) => (body.bookmark_filter_on ? bookmarkedPairs(messages) : messages);
      return body.id === 'array_is_empty' ? historyPage(newest, filter(SAMPLE_NEWEST_PAGE), true) : historyPage(older, filter(SAMPLE_OLDER_PAGE), false);
    }),
    http.post('*/api/chat/response', async ({ request }) => {
      const body = (await request.json()) as ChatRequest;
      calls?.asks.push(body);
      if (answer === 'loading') await delay('infinite');
      if (answer === 'failed') return serverError();
      if (answer === 'quotaExceeded') return quotaExceeded();
      const pairId = pairOf(body.id);
      const isError = answer === 'errorStatus';
      return HttpResponse.json({
        status: isError ? 'error' : 'success',
        event_id: `${isError ? 'error' : 'ai'}-${pairId}`,
        message: answer === 'sample' ? SAMPLE_ANSWER : '',
        is_user_input: false,
        created_date: '2026-11-26T10:00:04.000Z',
      });
    }),
    http.post('*/api/chat/bookmark', async ({ request }) => {
      calls?.bookmarks.push((await request.json()) as BookmarkRequest);
      return write();
    }),
    http.post('*/api/chat/delete', async ({ request }) => {
      calls?.deletes.push((await request.json()) as DeleteChatPairRequest);
      return write();
    }),
    http.post('*/api/chat/feedback', async ({ request }) => {
      calls?.feedback.push((await request.json()) as FeedbackRequest);
      return write();
    }),
  ];
}
