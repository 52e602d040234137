import { css } from 'styled-system/css';
import { BUDGET_OVERVIEW_WELCOME } from '@/entities/analysis';
import { AssistantAvatar } from './AssistantAvatar';

/** The first thing the chat says, always at its top. */
export function WelcomeMessage() {
  return (
    <div className={css({ display: 'flex', alignItems: 'flex-start', gap: '3' })}>
      <AssistantAvatar />
      <p className={css({ bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'surface', borderTopLeftRadius: 'sm', px: '4', py: '3', fontSize: 'md', lineHeight: 'relaxed', maxW: 'prose' })}>
        {BUDGET_OVERVIEW_WELCOME}
      </p>
    </div>
  );
}
