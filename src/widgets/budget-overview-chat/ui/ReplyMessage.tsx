import { css, cx } from 'styled-system/css';
import { hasVisualizations, type BudgetChatMessage } from '@/entities/analysis';
import { formatMoment } from '@/shared/lib';
import { SafeMarkdown } from '@/shared/ui';
import { ASSISTANT_NAME } from '../config/chat-copy';
import { AnalysisFigures } from './AnalysisFigures';
import { AssistantAvatar } from './AssistantAvatar';
import { ReplyPlaceholder } from './ReplyPlaceholder';
import { SystemNotice } from './SystemNotice';

const body = css({ flex: '1', minW: '0', display: 'flex', flexDirection: 'column', gap: '4', borderWidth: '1px', borderRadius: 'surface', borderTopLeftRadius: 'sm', px: { base: '3', md: '5' }, py: '4' });

/** A reply on the left: the placeholder while it loads, then the answer's markdown and figures, or the error text. */
export function ReplyMessage({ message }: { message: BudgetChatMessage }) {
  if (message.isSystem) return <SystemNotice message={message} />;
  return (
    <div className={css({ display: 'flex', alignItems: 'flex-start', gap: '3' })}>
      {/* Beside the reply on a wide screen; on a phone in its header line, so the reply has the width. */}
      <span className={css({ hideBelow: 'md' })}>
        <AssistantAvatar />
      </span>
      <div className={css({ flex: '1', minW: '0', display: 'flex', flexDirection: 'column', gap: '1' })}>
        <p className={css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'xs', color: 'fg.muted' })}>
          <span className={css({ hideFrom: 'md' })}>
            <AssistantAvatar />
          </span>
          <span>
            <span className={css({ fontWeight: 'semibold', color: 'fg.default', mr: '2' })}>{ASSISTANT_NAME}</span>{' '}
            {!message.isLoading && <time dateTime={message.timestamp}>{formatMoment(message.timestamp)}</time>}
          </span>
        </p>
        <div className={cx(body, message.isError ? css({ bg: 'danger.subtle', borderColor: 'danger.border' }) : css({ bg: 'bg.surface', borderColor: 'border.default' }))}>
          {message.isLoading ? (
            <ReplyPlaceholder analysisType={message.analysisType} />
          ) : message.isError ? (
            <p data-message-text className={css({ fontSize: 'sm', color: 'danger.text' })}>
              {message.content}
            </p>
          ) : (
            <>
              <div data-message-text>
                <SafeMarkdown text={message.content} />
              </div>
              {hasVisualizations(message.visualizations) && <AnalysisFigures visualizations={message.visualizations} />}
            </>
          )}
        </div>
      </div>
    </div>
  );
}
