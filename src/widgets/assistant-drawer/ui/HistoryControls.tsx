import { css } from 'styled-system/css';
import { bookmarksOnly, chatMessages, clearMessages, hasOlderMessages, historyStatus, isAnswering, isClearing, loadPreviousMessages, setBookmarksOnly } from '@/entities/assistant';
import { LOAD_PREVIOUS_FAILED } from '@/shared/config';
import { Button, Switch } from '@/shared/ui';

/** Above the conversation: "Load Previous", "Clear Messages", the "Bookmarks Only" switch, and a failed load's message. */
export function HistoryControls() {
  const status = historyStatus.value;
  const answering = isAnswering.value;
  const clearing = isClearing.value;
  const isEmpty = chatMessages.value.length === 0;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', px: '4', py: '2', borderBottomWidth: '1px', borderColor: 'border.default' })}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' })}>
        {(hasOlderMessages.value || status !== 'idle') && (
          <Button variant="outline" tone="neutral" size="sm" disabled={status === 'loading'} onClick={() => void loadPreviousMessages()}>
            {status === 'loading' ? 'Loading...' : 'Load Previous'}
          </Button>
        )}
        <Button variant="ghost" tone="neutral" size="sm" disabled={clearing || answering || isEmpty} onClick={() => void clearMessages()}>
          {clearing ? 'Clearing...' : 'Clear Messages'}
        </Button>
        <div className={css({ ml: 'auto' })}>
          <Switch checked={bookmarksOnly.value} disabled={answering} onCheckedChange={setBookmarksOnly}>
            Bookmarks Only
          </Switch>
        </div>
      </div>
      {status === 'failed' && (
        <p role="alert" className={css({ fontSize: 'sm', color: 'danger.text' })}>
          {LOAD_PREVIOUS_FAILED}
        </p>
      )}
    </div>
  );
}
