import { css, cx } from 'styled-system/css';
import { prefixOf, type AssistantMessage } from '@/entities/assistant';
import { BookmarkIcon, SafeMarkdown } from '@/shared/ui';
import { closeWhenFullWidth } from '../lib/close-when-full-width';
import { AnswerFeedback } from './AnswerFeedback';
import { UserMessageMenu } from './UserMessageMenu';

const bubble = css({ maxW: '88%', px: '3', py: '2', borderRadius: 'surface', minW: '0' });
const userBubble = css({ alignSelf: 'flex-end', bg: 'brand.subtle', color: 'fg.default' });
// An answer with a table takes the drawer's whole width, so more of the table shows before it scrolls.
const answerBubble = css({ alignSelf: 'flex-start', bg: 'bg.muted', color: 'fg.default', '&:has(table)': { maxW: 'full' } });
const errorBubble = css({ alignSelf: 'flex-start', bg: 'danger.subtle', color: 'fg.default' });

/** One question or answer: its markdown, when it was written, and its actions. */
export function ChatMessageItem({ message }: { message: AssistantMessage }) {
  const isError = prefixOf(message.eventId) === 'error';
  const isAnswer = !message.isUserInput && !isError && !message.isPending;
  return (
    <li
      data-event-id={message.eventId}
      className={css({ display: 'flex', flexDirection: 'column', gap: '1', alignItems: message.isUserInput ? 'flex-end' : 'flex-start' })}
    >
      <div className={cx(bubble, message.isUserInput ? userBubble : isError ? errorBubble : answerBubble)} data-message-body>
        {message.isPending ? (
          <p role="status" className={css({ fontSize: 'sm', fontStyle: 'italic', color: 'fg.muted' })}>
            {message.message}
          </p>
        ) : (
          <SafeMarkdown text={message.message} onInAppLinkClick={closeWhenFullWidth} />
        )}
      </div>
      {!message.isPending && (
        <div className={css({ display: 'flex', alignItems: 'center', gap: '1', fontSize: 'xs', color: 'fg.muted' })}>
          {message.isBookmarked && <BookmarkIcon size={14} aria-hidden={false} role="img" aria-label="Bookmarked" />}
          <time dateTime={message.createdDate}>{new Date(message.createdDate).toLocaleString()}</time>
          {message.isUserInput && <UserMessageMenu message={message} />}
          {isAnswer && <AnswerFeedback message={message} />}
        </div>
      )}
    </li>
  );
}
