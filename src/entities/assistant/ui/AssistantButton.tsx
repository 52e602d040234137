import { css } from 'styled-system/css';
import { Button, SparkleIcon } from '@/shared/ui';
import { ASSISTANT_BUTTON_ID, isAssistantOpen, toggleAssistant } from '../model/assistant-drawer';

/**
 * "Budget AI Assistant": opens and closes the chat drawer. On narrow screens only the icon shows;
 * the name stays the button's accessible name.
 */
export function AssistantButton() {
  const isOpen = isAssistantOpen.value;
  return (
    <Button
      id={ASSISTANT_BUTTON_ID}
      variant={isOpen ? 'solid' : 'outline'}
      tone="brand"
      size="sm"
      aria-expanded={isOpen}
      aria-haspopup="dialog"
      onClick={toggleAssistant}
    >
      <SparkleIcon />
      <span className={css({ srOnly: { base: true, md: false } })}>Budget AI Assistant</span>
    </Button>
  );
}
