import { useLayoutEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import { shownMessages, type AssistantMessage } from '@/entities/assistant';
import { ChatMessageItem } from './ChatMessageItem';
import { WelcomePanel } from './WelcomePanel';

interface ListSnapshot {
  firstId?: string;
  last?: AssistantMessage;
  /** How far the view was from the bottom: Load Previous keeps it. */
  distanceFromBottom: number;
}

/**
 * The conversation, oldest first. New messages scroll it to the bottom; a page put before it (Load
 * Previous) keeps what the user was reading in place. A new answer is read out (politely).
 */
export function MessageList() {
  const messages = shownMessages.value;
  const scrollerRef = useRef<HTMLDivElement>(null);
  const announcerRef = useRef<HTMLDivElement>(null);
  const snapshot = useRef<ListSnapshot>({ distanceFromBottom: 0 });

  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const before = snapshot.current;
    const last = messages.at(-1);
    const prepended = before.firstId !== undefined && messages[0]?.eventId !== before.firstId && last === before.last;
    if (prepended) {
      scroller.scrollTop = scroller.scrollHeight - before.distanceFromBottom;
    } else if (last !== before.last) {
      scroller.scrollTop = scroller.scrollHeight;
      // The placeholder became the answer: say it.
      if (before.last?.isPending && last && !last.isPending && announcerRef.current) {
        const body = scroller.querySelector(`[data-event-id="${last.eventId}"] [data-message-body]`);
        announcerRef.current.textContent = body?.textContent ?? last.message;
      }
    }
    snapshot.current = { firstId: messages[0]?.eventId, last, distanceFromBottom: scroller.scrollHeight - scroller.scrollTop };
  }, [messages]);

  const rememberPosition = () => {
    const scroller = scrollerRef.current;
    if (scroller) snapshot.current.distanceFromBottom = scroller.scrollHeight - scroller.scrollTop;
  };

  return (
    <>
    <div
      ref={scrollerRef}
      onScroll={rememberPosition}
      tabIndex={0}
      role="region"
      aria-label="Conversation"
      className={css({
        flex: '1',
        minH: '0',
        overflowY: 'auto',
        display: 'flex',
        flexDirection: 'column',
        px: '4',
        py: '3',
        outline: 'none',
        _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' },
      })}
    >
      {messages.length === 0 ? (
        <WelcomePanel />
      ) : (
        <ol className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          {messages.map((message) => (
            <ChatMessageItem key={message.eventId} message={message} />
          ))}
        </ol>
      )}
    </div>
    {/* Outside the conversation, so only the newest answer is read out, not a loaded page. */}
    <div ref={announcerRef} aria-live="polite" className={css({ srOnly: true })} />
    </>
  );
}
