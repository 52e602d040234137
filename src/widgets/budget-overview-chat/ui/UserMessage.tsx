import { css } from 'styled-system/css';
import type { BudgetChatMessage } from '@/entities/analysis';
import { YOU } from '../config/chat-copy';
import { SessionDivider } from './SessionDivider';

/** What the user sent, on the right: a question, or an analysis's canned prompt under its session's divider. */
export function UserMessage({ message }: { message: BudgetChatMessage }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', scrollMarginTop: '4' })} data-user-message>
      {message.analysisType && <SessionDivider type={message.analysisType} timestamp={message.timestamp} />}
      <div className={css({ alignSelf: 'flex-end', maxW: { base: '92%', md: '80%' }, display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: '1' })}>
        <span className={css({ srOnly: true })}>{YOU}:</span>
        <p className={css({ bg: 'brand.solid', color: 'brand.contrast', borderRadius: 'surface', borderTopRightRadius: 'sm', px: '4', py: '2.5', fontSize: 'sm', lineHeight: 'relaxed', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })}>
          {message.content}
        </p>
      </div>
    </div>
  );
}
