import { describe, expect, it } from 'vitest';
import { bookmarkedPairsOnly, fromChatMessage, oldestEventId, prependOlder, replaceMessage, updateMessage, withoutPair, type AssistantMessage } from './message-list';

const message = (eventId: string, fields: Partial<AssistantMessage> = {}): AssistantMessage => ({
  eventId,
  message: eventId,
  isUserInput: eventId.startsWith('user-'),
  createdDate: '2026-11-20T10:00:00.000Z',
  isBookmarked: false,
  isCorrect: null,
  ...fields,
});

const ids = (messages: readonly AssistantMessage[]) => messages.map((each) => each.eventId);

describe('message list', () => {
  const list = [message('user-a'), message('ai-a'), message('user-b'), message('error-b'), message('user-c')];

  it('deletes both messages of a pair', () => {
    expect(ids(withoutPair(list, 'b'))).toEqual(['user-a', 'ai-a', 'user-c']);
    expect(ids(withoutPair(list, 'zz'))).toEqual(ids(list));
  });

  it('shows, with Bookmarks Only, a message bookmarked or whose partner is', () => {
    const bookmarked = updateMessage(updateMessage(list, 'user-a', { isBookmarked: true }), 'error-b', { isBookmarked: true });
    expect(ids(bookmarkedPairsOnly(bookmarked))).toEqual(['user-a', 'ai-a', 'user-b', 'error-b']);
    expect(bookmarkedPairsOnly(list)).toEqual([]);
  });

  it('changes one message and leaves the others alone', () => {
    const rated = updateMessage(list, 'ai-a', { isCorrect: true });
    expect(rated[1]?.isCorrect).toBe(true);
    expect(rated[0]).toBe(list[0]);
  });

  it('replaces the placeholder with the answer', () => {
    const answered = replaceMessage([message('user-d'), message('ai-d', { isPending: true })], 'ai-d', message('ai-d', { message: 'Done' }));
    expect(answered[1]).toEqual(message('ai-d', { message: 'Done' }));
  });

  it('puts an older page first, skipping pairs already shown', () => {
    expect(ids(prependOlder([message('user-z'), message('ai-z'), message('user-a'), message('ai-a')], [message('user-a'), message('ai-a', { isPending: true })]))).toEqual([
      'user-z',
      'ai-z',
      'user-a',
      'ai-a',
    ]);
  });

  it('asks for history before the oldest message, or the newest page when none is loaded', () => {
    expect(oldestEventId(list)).toBe('user-a');
    expect(oldestEventId([])).toBe('array_is_empty');
  });

  it('reads the contract message', () => {
    expect(
      fromChatMessage({ event_id: 'ai-a', message: 'Hi', is_user_input: false, created_date: '2026-11-20T10:00:00.000Z', is_bookmarked: true, is_correct: false }),
    ).toEqual({ eventId: 'ai-a', message: 'Hi', isUserInput: false, createdDate: '2026-11-20T10:00:00.000Z', isBookmarked: true, isCorrect: false });
  });
});
