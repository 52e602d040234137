import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { CHAT_INPUT_MAX_HEIGHT_PX, CHAT_INPUT_MIN_HEIGHT_PX, CHAT_MESSAGE_MAX_CHARS } from '@/shared/config';
import { Button } from './Button';
import { SendIcon } from './icons';

export interface QuestionBoxProps {
  /** Sends the question (never blank); the box empties itself. */
  onSend: (question: string) => void;
  /** An answer is on its way: nothing can be sent until it lands. */
  busy: boolean;
  placeholder: string;
  /** The textarea's accessible name. */
  label?: string;
  /** A line under the box, left of the counter (a limit, a hint). */
  hint?: ReactNode;
  className?: string;
}

/**
 * A chat's question box (spec section 5): at most 1000 characters with a counter n/1000, grows
 * with its text from 22 to 76 px (then scrolls), Enter sends, Shift+Enter starts a new line, and
 * nothing blank is sent, nor anything while an answer loads.
 */
export function QuestionBox({ onSend, busy, placeholder, label = 'Your question', hint, className }: QuestionBoxProps) {
  const [question, setQuestion] = useState('');
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const counterId = useId();
  const canSend = question.trim() !== '' && !busy;

  useLayoutEffect(() => {
    const textarea = textareaRef.current;
    if (!textarea) return;
    textarea.style.height = 'auto';
    textarea.style.height = `${Math.min(Math.max(textarea.scrollHeight, CHAT_INPUT_MIN_HEIGHT_PX), CHAT_INPUT_MAX_HEIGHT_PX)}px`;
  }, [question]);

  const send = () => {
    if (!canSend) return;
    onSend(question);
    setQuestion('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      className={className}
    >
      <div
        className={css({
          display: 'flex',
          alignItems: 'flex-end',
          gap: '2',
          pl: '3',
          pr: '1',
          py: '1',
          borderWidth: '1px',
          borderColor: 'border.strong',
          borderRadius: 'control',
          bg: 'bg.surface',
          _focusWithin: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '1px' },
        })}
      >
        <textarea
          ref={textareaRef}
          value={question}
          onChange={(event) => setQuestion(event.target.value.slice(0, CHAT_MESSAGE_MAX_CHARS))}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          aria-label={label}
          aria-describedby={counterId}
          maxLength={CHAT_MESSAGE_MAX_CHARS}
          rows={1}
          style={{ minHeight: CHAT_INPUT_MIN_HEIGHT_PX, maxHeight: CHAT_INPUT_MAX_HEIGHT_PX }}
          className={css({
            flex: '1',
            minW: '0',
            my: '2',
            p: '0',
            boxSizing: 'border-box',
            lineHeight: '22px',
            fontSize: 'sm',
            resize: 'none',
            overflowY: 'auto',
            bg: 'transparent',
            border: 'none',
            outline: 'none',
            color: 'fg.default',
            _placeholder: { color: 'fg.muted' },
          })}
        />
        <Button type="submit" variant="solid" tone="brand" size="icon" aria-label="Send" disabled={!canSend}>
          <SendIcon />
        </Button>
      </div>
      <div className={css({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: '3', mt: '1', fontSize: 'xs', color: 'fg.muted' })}>
        <span>{hint}</span>
        <p id={counterId} className={css({ fontVariantNumeric: 'tabular-nums', flexShrink: '0' })}>
          {question.length}/{CHAT_MESSAGE_MAX_CHARS}
        </p>
      </div>
    </form>
  );
}
