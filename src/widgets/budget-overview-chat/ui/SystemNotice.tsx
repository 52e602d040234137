import { css } from 'styled-system/css';
import type { BudgetChatMessage } from '@/entities/analysis';
import { InfoIcon } from '@/shared/ui';
import { NOTICE } from '../config/chat-copy';

/** A notice from the server (the monthly limit reached), set apart from the answers. */
export function SystemNotice({ message }: { message: BudgetChatMessage }) {
  return (
    <div data-message-text className={css({ display: 'flex', alignItems: 'flex-start', gap: '2', alignSelf: 'center', maxW: 'prose', bg: 'warning.subtle', borderWidth: '1px', borderColor: 'warning.border', color: 'warning.text', borderRadius: 'control', px: '4', py: '3', fontSize: 'sm' })}>
      <InfoIcon size={18} className={css({ flexShrink: '0', mt: '0.5' })} />
      <p>
        <span className={css({ srOnly: true })}>{NOTICE}: </span>
        {message.content}
      </p>
    </div>
  );
}
