import { css } from 'styled-system/css';
import { askAssistant, isAnswering } from '@/entities/assistant';
import { QuestionBox } from '@/shared/ui';

/** The drawer's question box, below the conversation. */
export function ChatInput() {
  return (
    <QuestionBox
      onSend={(question) => void askAssistant(question)}
      busy={isAnswering.value}
      placeholder="Ask your question..."
      className={css({ px: '4', py: '3', borderTopWidth: '1px', borderColor: 'border.default' })}
    />
  );
}
