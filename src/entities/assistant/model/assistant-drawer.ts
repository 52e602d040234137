import { signal } from '@preact/signals-react';

/** The "Budget AI Assistant" chat drawer is open (the drawer itself reads this; the navbar button toggles it). */
export const isAssistantOpen = signal(false);

export function toggleAssistant(): void {
  isAssistantOpen.value = !isAssistantOpen.value;
}
