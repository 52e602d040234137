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
import { useKeyboardInset } from '../lib/keyboard-inset';

const QUESTION_BOX = 'textarea';

function close(): void {
  closeAssistant();
  // Non-modal, so Ark does not restore focus itself: back to the navbar button that opened it.
  requestAnimationFrame(() => document.getElementById(ASSISTANT_BUTTON_ID)?.focus());
}

/**
 * The "Budget AI Assistant" chat drawer on the right, below the navbar; on a phone (below 768 px) it
 * fills the screen, and its question box stays above the on-screen keyboard. It stays open across
 * routes and leaves the page usable (an in-app link of an answer opens the page beside it); Escape
 * or the close button closes it. Opening it reads the quota again and, the first time, the newest messages.
 */
export function AssistantDrawer() {
  const open = isAssistantOpen.value;
  // Where the keyboard only overlays the page (the viewport meta's resizes-content is not honoured), the drawer ends above it.
  const keyboard = useKeyboardInset(open);

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
          style={keyboard > 0 ? ({ '--keyboard-inset': `${keyboard}px` } as React.CSSProperties) : undefined}
          className={css({
            position: 'fixed',
            // Full screen on a phone, over the navbar (the drawer has its own close button); below it from md.
            top: { base: '0', md: '16' },
            right: '0',
            bottom: 'var(--keyboard-inset, 0px)',
            zIndex: 'overlay',
            display: 'flex',
            flexDirection: 'column',
            w: { base: 'full', md: '440px' },
            bg: 'bg.surface',
            color: 'fg.default',
            borderLeftWidth: { base: '0', md: '1px' },
            borderTopWidth: { base: '0', md: '1px' },
            // Clear of a notch and a home indicator when installed full screen.
            pt: { base: 'env(safe-area-inset-top)', md: '0' },
            pb: 'env(safe-area-inset-bottom)',
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
