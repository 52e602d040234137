import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { css } from 'styled-system/css';
import { askAssistant, isAnswering } from '@/entities/assistant';
import { CHAT_INPUT_MAX_HEIGHT_PX, CHAT_INPUT_MIN_HEIGHT_PX, CHAT_MESSAGE_MAX_CHARS } from '@/shared/config';
import { Button, SendIcon } from '@/shared/ui';

/** The question box: grows with its text up to a limit (then scrolls), Enter sends, Shift+Enter starts a new line. */
export function ChatInput() {
  const [question, setQuestion] = useState('');
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const counterId = useId();
  const answering = isAnswering.value;
  const canSend = question.trim() !== '' && !answering;

  useLayoutEffect(() => {
    const textarea = textareaRef.current;
    if (!textarea) return;
    textarea.style.height = 'auto';
    textarea.style.height = `${Math.min(Math.max(textarea.scrollHeight, CHAT_INPUT_MIN_HEIGHT_PX), CHAT_INPUT_MAX_HEIGHT_PX)}px`;
  }, [question]);

  const send = () => {
    if (!canSend) return;
    void askAssistant(question);
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
      className={css({ display: 'flex', flexDirection: 'column', gap: '1', px: '4', py: '3', borderTopWidth: '1px', borderColor: 'border.default' })}
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
          placeholder="Ask your question..."
          aria-label="Your question"
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
      <p id={counterId} className={css({ alignSelf: 'flex-end', fontSize: 'xs', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' })}>
        {question.length}/{CHAT_MESSAGE_MAX_CHARS}
      </p>
    </form>
  );
}
