import { css } from 'styled-system/css';
import { askFollowUp, isReplying } from '@/entities/analysis';
import { QuestionBox } from '@/shared/ui';
import { FOLLOW_UP_PLACEHOLDER, followUpHint } from '../config/chat-copy';

/** The follow-up question box, held at the bottom of the view while the conversation scrolls under it. */
export function FollowUpBox({ followUpLimit }: { followUpLimit: number | undefined }) {
  return (
    <div className={css({ position: 'sticky', bottom: '0', zIndex: 'docked', bg: 'bg.canvas', pt: '3', pb: '2', mt: 'auto' })}>
      <QuestionBox
        onSend={(question) => void askFollowUp(question)}
        busy={isReplying.value}
        placeholder={FOLLOW_UP_PLACEHOLDER}
        hint={followUpLimit === undefined ? undefined : followUpHint(followUpLimit)}
      />
    </div>
  );
}
