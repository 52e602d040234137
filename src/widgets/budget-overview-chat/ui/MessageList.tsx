import { useId, useLayoutEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import { budgetChatMessages, type BudgetChatMessage } from '@/entities/analysis';
import type { Analysis, Loadable } from '@/shared/api';
import { Skeleton } from '@/shared/ui';
import { ASSISTANT_NAME, CONVERSATION_TITLE, LATEST_FAILED_TEXT, LATEST_FAILED_TITLE, LATEST_LOADING } from '../config/chat-copy';
import { ReplyMessage } from './ReplyMessage';
import { RetryNotice } from './RetryNotice';
import { UserMessage } from './UserMessage';

const smoothUnlessReduced = (): ScrollBehavior => (window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth');

/**
 * The conversation, oldest first. Sending brings the new question to the top of the view, so the
 * reply fills in below it; a filled placeholder is read out (politely) by a live region outside the
 * list, so a restored conversation is not. Before any message: the latest analysis loading or failed.
 */
export function MessageList({ latest }: { latest: Loadable<Analysis | null> }) {
  const messages = budgetChatMessages.value;
  const titleId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const announcerRef = useRef<HTMLDivElement>(null);
  const previous = useRef<BudgetChatMessage[]>(messages);

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = messages;
    const list = listRef.current;
    if (!list || before === messages) return;
    const wasLoading = new Set(before.filter((message) => message.isLoading).map((message) => message.id));
    const filled = messages.find((message) => wasLoading.has(message.id) && !message.isLoading);
    if (filled && announcerRef.current) {
      const text = list.querySelector(`[data-message-id="${filled.id}"] [data-message-text]`)?.textContent ?? filled.content;
      announcerRef.current.textContent = filled.isSystem || filled.isError ? text : `${ASSISTANT_NAME}: ${text}`;
    }
    const last = messages.at(-1);
    const question = messages.at(-2);
    if (last?.isLoading && question && !before.some((message) => message.id === last.id)) {
      list.querySelector(`[data-message-id="${question.id}"]`)?.scrollIntoView({ block: 'start', behavior: smoothUnlessReduced() });
    }
  }, [messages]);

  return (
    <>
      <section aria-labelledby={titleId} className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
        <h2 id={titleId} className={css({ srOnly: true })}>
          {CONVERSATION_TITLE}
        </h2>
        {messages.length === 0 && latest.isLoading && (
          <div role="status" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
            <span className={css({ srOnly: true })}>{LATEST_LOADING}</span>
            <Skeleton height="2.5rem" width="60%" className={css({ alignSelf: 'flex-end' })} />
            <Skeleton height="7rem" />
            <Skeleton height="14rem" />
          </div>
        )}
        {messages.length === 0 && latest.failed && (
          <RetryNotice
            title={LATEST_FAILED_TITLE}
            text={LATEST_FAILED_TEXT}
            onRetry={latest.retry}
            className={css({ p: '4', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'surface', bg: 'bg.surface' })}
          />
        )}
        <ol ref={listRef} className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
          {messages.map((message) => (
            <li key={message.id} data-message-id={message.id} className={css({ display: 'flex', flexDirection: 'column', scrollMarginTop: '4' })}>
              {message.isUser ? <UserMessage message={message} /> : <ReplyMessage message={message} />}
            </li>
          ))}
        </ol>
      </section>
      {/* Outside the conversation, so what it reads out is not found twice there. */}
      <div ref={announcerRef} aria-live="polite" className={css({ srOnly: true })} />
    </>
  );
}
