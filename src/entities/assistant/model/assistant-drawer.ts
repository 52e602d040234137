import { signal } from '@preact/signals-react';

/** The "Budget AI Assistant" chat drawer is open (the drawer itself reads this; the navbar button toggles it). */
export const isAssistantOpen = signal(false);

/** The navbar button's id: focus goes back to it when the drawer closes. */
export const ASSISTANT_BUTTON_ID = 'budget-ai-assistant-button';

export function toggleAssistant(): void {
  isAssistantOpen.value = !isAssistantOpen.value;
}

export function closeAssistant(): void {
  isAssistantOpen.value = false;
}
