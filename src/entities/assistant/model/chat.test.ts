import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { accessToken } from '@/shared/api';
import { MISSING_AI_TEXT, QUOTA_EXHAUSTED, SOMETHING_WENT_WRONG } from '@/shared/config';
import { mswServer } from '@/shared/testing';
import { chatHandlers, EXHAUSTED_QUOTA, recordChatCalls, resetAssistantForTesting, SAMPLE_ANSWER, SAMPLE_QUOTA, type ChatCalls } from '../testing';
import { ANSWER_PLACEHOLDER } from '../config/chat-copy';
import { askAssistant, bookmarksOnly, chatMessages, deletePair, isAnswering, loadFirstPage, rateAnswer, setBookmarksOnly, shownMessages, toggleBookmark } from './chat';
import { chatQuota, listenForQuotaUpdates, QUESTION_LIMIT_UPDATE_EVENT } from './quota';

let calls: ChatCalls;
let stopListening: () => void;

beforeEach(() => {
  resetAssistantForTesting();
  accessToken.value = 'token';
  calls = recordChatCalls();
  stopListening = listenForQuotaUpdates();
});
afterEach(() => {
  stopListening();
  resetAssistantForTesting();
});

const texts = () => chatMessages.value.map((message) => message.message);

describe('asking the assistant', () => {
  it('shows the question and the placeholder at once, then the answer, then broadcasts the quota', async () => {
    mswServer.use(...chatHandlers({}, calls));
    const broadcasts: unknown[] = [];
    const record = (event: Event) => broadcasts.push((event as CustomEvent).detail);
    window.addEventListener(QUESTION_LIMIT_UPDATE_EVENT, record);

    const asked = askAssistant('What was my last transaction?');
    expect(texts()).toEqual(['What was my last transaction?', ANSWER_PLACEHOLDER]);
    expect(isAnswering.value).toBe(true);
    await asked;
    window.removeEventListener(QUESTION_LIMIT_UPDATE_EVENT, record);

    expect(texts()).toEqual(['What was my last transaction?', SAMPLE_ANSWER]);
    const [question, answer] = chatMessages.value;
    const pairId = question?.eventId.slice('user-'.length);
    expect(pairId).toMatch(/^[a-f0-9]{32}$/);
    expect(answer?.eventId).toBe(`ai-${pairId}`);
    expect(calls.asks).toEqual([{ id: `user-${pairId}`, submitted_user_query: 'What was my last transaction?', is_user_input: true, created_date: question?.createdDate }]);
    expect(isAnswering.value).toBe(false);
    expect(broadcasts).toEqual([SAMPLE_QUOTA]);
    expect(chatQuota.value).toEqual(SAMPLE_QUOTA);
  });

  it('sends nothing blank', async () => {
    mswServer.use(...chatHandlers({}, calls));
    await askAssistant('  \n ');
    expect(chatMessages.value).toEqual([]);
    expect(calls.asks).toEqual([]);
  });

  it.each([
    ['missingText', MISSING_AI_TEXT],
    ['errorStatus', `${MISSING_AI_TEXT} Please try again.`],
    ['quotaExceeded', QUOTA_EXHAUSTED],
    ['failed', SOMETHING_WENT_WRONG],
  ] as const)('answers %s with the spec text', async (answer, text) => {
    mswServer.use(...chatHandlers({ answer }, calls));
    await askAssistant('Hi');
    expect(texts()).toEqual(['Hi', text]);
  });

  it('does not ask when the quota says none is left', async () => {
    mswServer.use(...chatHandlers({ quota: EXHAUSTED_QUOTA }, calls));
    chatQuota.value = EXHAUSTED_QUOTA;
    await askAssistant('Hi');
    expect(texts()).toEqual(['Hi', QUOTA_EXHAUSTED]);
    expect(calls.asks).toEqual([]);
  });

  it('turns Bookmarks Only off', async () => {
    mswServer.use(...chatHandlers({}, calls));
    setBookmarksOnly(true);
    await askAssistant('Hi');
    expect(bookmarksOnly.value).toBe(false);
    await waitFor(() => expect(chatMessages.value).toHaveLength(10));
    expect(texts().slice(-2)).toEqual(['Hi', SAMPLE_ANSWER]);
  });
});

describe('the history', () => {
  it('loads the newest page once, and keeps bookmarked pairs with Bookmarks Only', async () => {
    mswServer.use(...chatHandlers({}, calls));
    loadFirstPage();
    loadFirstPage();
    await waitFor(() => expect(chatMessages.value).toHaveLength(8));
    expect(calls.history).toEqual([{ id: 'array_is_empty', bookmark_filter_on: false }]);

    const [question] = chatMessages.value;
    if (!question) throw new Error('no message');
    toggleBookmark(question);
    setBookmarksOnly(true);
    expect(chatMessages.value).toEqual([]);
    await waitFor(() => expect(chatMessages.value).toHaveLength(2));
    expect(shownMessages.value).toHaveLength(2);
  });

  it('deletes a pair and rates an answer', async () => {
    mswServer.use(...chatHandlers({}, calls));
    loadFirstPage();
    await waitFor(() => expect(chatMessages.value).toHaveLength(8));
    const answer = chatMessages.value[1];
    if (!answer) throw new Error('no message');
    await rateAnswer(answer, false);
    expect(chatMessages.value[1]?.isCorrect).toBe(false);
    await rateAnswer({ ...answer, isCorrect: false }, false);
    expect(chatMessages.value[1]?.isCorrect).toBe(null);
    deletePair(answer);
    expect(chatMessages.value).toHaveLength(6);
    await waitFor(() => expect(calls.deletes).toEqual([{ id: answer.eventId.slice('ai-'.length) }]));
    expect(calls.feedback).toEqual([
      { id: answer.eventId, is_correct: false },
      { id: answer.eventId, is_correct: null },
    ]);
  });
});
