import { INITIAL_QUOTA } from '@/shared/config';
import { isAssistantOpen } from '../model/assistant-drawer';
import { resetChatForTesting } from '../model/chat';
import { chatQuota } from '../model/quota';

/** Stories and tests only: the drawer closed, no messages, the default quota. */
export function resetAssistantForTesting(): void {
  resetChatForTesting();
  isAssistantOpen.value = false;
  chatQuota.value = { ...INITIAL_QUOTA };
}
