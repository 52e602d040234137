import { useEffect } from 'react';
import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { css } from 'styled-system/css';
import { ASSISTANT_BUTTON_ID, closeAssistant, isAssistantOpen, loadFirstPage, refreshQuota } from '@/entities/assistant';
import { Button, CloseIcon } from '@/shared/ui';
import { AsksCounter } from './AsksCounter';
import { ChatInput } from './ChatInput';
import { HistoryControls } from './HistoryControls';
import { MessageList } from './MessageList';

const QUESTION_BOX = 'textarea';

function close(): void {
  closeAssistant();
  // Non-modal, so Ark does not restore focus itself: back to the navbar button that opened it.
  requestAnimationFrame(() => document.getElementById(ASSISTANT_BUTTON_ID)?.focus());
}

/**
 * The "Budget AI Assistant" chat drawer on the right, below the navbar. It stays open across
 * routes and leaves the page usable (an in-app link of an answer opens the page beside it); Escape
 * or the close button closes it. Opening it reads the quota again and, the first time, the newest messages.
 */
export function AssistantDrawer() {
  const open = isAssistantOpen.value;

  useEffect(() => {
    if (!open) return;
    void refreshQuota();
    loadFirstPage();
  }, [open]);

  return (
    <ArkDialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) close();
      }}
      modal={false}
      closeOnInteractOutside={false}
      initialFocusEl={() => document.querySelector<HTMLElement>(`[data-assistant-drawer] ${QUESTION_BOX}`)}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <ArkDialog.Content
          data-assistant-drawer
          className={css({
            position: 'fixed',
            top: '16',
            right: '0',
            bottom: '0',
            zIndex: 'overlay',
            display: 'flex',
            flexDirection: 'column',
            w: { base: 'full', md: '440px' },
            bg: 'bg.surface',
            color: 'fg.default',
            borderLeftWidth: { base: '0', md: '1px' },
            borderTopWidth: '1px',
            borderColor: 'border.default',
            boxShadow: 'overlay',
            outline: 'none',
          })}
        >
          <div className={css({ display: 'flex', alignItems: 'center', gap: '2', pl: '4', pr: '2', py: '2', borderBottomWidth: '1px', borderColor: 'border.default' })}>
            <ArkDialog.Title className={css({ fontSize: 'md', fontWeight: 'semibold', mr: 'auto' })}>Budget AI Assistant</ArkDialog.Title>
            <AsksCounter />
            <ArkDialog.CloseTrigger asChild>
              <Button variant="ghost" tone="neutral" size="icon" aria-label="Close">
                <CloseIcon />
              </Button>
            </ArkDialog.CloseTrigger>
          </div>
          <HistoryControls />
          <MessageList />
          <ChatInput />
        </ArkDialog.Content>
      </Portal>
    </ArkDialog.Root>
  );
}
