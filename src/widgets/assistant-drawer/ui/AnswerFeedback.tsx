import { css } from 'styled-system/css';
import { rateAnswer, type AssistantMessage } from '@/entities/assistant';
import { Button, ThumbDownIcon, ThumbUpIcon } from '@/shared/ui';

const thumb = css({ h: '8', w: '8', color: 'fg.muted', '&[aria-pressed=true]': { color: 'brand.text', bg: 'brand.subtle' } });

/** Good / bad response thumbs of an answer; pressing the pressed one again clears the rating. */
export function AnswerFeedback({ message }: { message: AssistantMessage }) {
  return (
    <div role="group" aria-label="Rate this response" className={css({ display: 'flex', gap: '1' })}>
      <Button variant="ghost" tone="neutral" size="icon" aria-label="Good response" aria-pressed={message.isCorrect === true} className={thumb} onClick={() => void rateAnswer(message, true)}>
        <ThumbUpIcon size={16} />
      </Button>
      <Button variant="ghost" tone="neutral" size="icon" aria-label="Bad response" aria-pressed={message.isCorrect === false} className={thumb} onClick={() => void rateAnswer(message, false)}>
        <ThumbDownIcon size={16} />
      </Button>
    </div>
  );
}
