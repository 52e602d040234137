import { deletePair, toggleBookmark, type AssistantMessage } from '@/entities/assistant';
import { CHAT_MENU_MAX_ROWS, CHAT_MENU_ROW_HEIGHT_PX } from '@/shared/config';
import { Button, Menu, MoreIcon } from '@/shared/ui';

/** The menu of the user's own question: bookmark it (or remove the bookmark) or delete the question and its answer. */
export function UserMessageMenu({ message }: { message: AssistantMessage }) {
  return (
    <Menu
      trigger={
        <Button variant="ghost" tone="neutral" size="icon" aria-label="Message actions" className="assistant-message-actions">
          <MoreIcon />
        </Button>
      }
      maxHeight={CHAT_MENU_ROW_HEIGHT_PX * CHAT_MENU_MAX_ROWS}
      items={[
        { value: 'bookmark', label: message.isBookmarked ? 'Remove Bookmark' : 'Bookmark', onSelect: () => toggleBookmark(message) },
        { value: 'delete', label: 'Delete', tone: 'danger', onSelect: () => deletePair(message) },
      ]}
    />
  );
}
