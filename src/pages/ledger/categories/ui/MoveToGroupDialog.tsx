import { useState } from 'react';
import type { UserCategory, UserCategoryGroup } from '@/shared/api';
import { FormDialog, SelectField } from '@/shared/ui';
import { GROUP, MOVE_DESCRIPTION, moveTitle, SAVE_FAILED } from '../config/copy';
import { refusalOf } from '../lib/category-layout';

export interface MoveToGroupDialogProps {
  category: UserCategory;
  groups: readonly UserCategoryGroup[];
  onClose: () => void;
  /** Moves it, last in the chosen group; a throw is a failed save (a name taken there: the server's words). */
  onMove: (group: UserCategoryGroup) => Promise<void>;
}

/** Moves a category to another of the person's groups. */
export function MoveToGroupDialog({ category, groups, onClose, onMove }: MoveToGroupDialogProps) {
  const others = groups.filter((group) => group.id !== category.group_id);
  const [groupId, setGroupId] = useState(others[0]?.id ?? '');
  const [refusal, setRefusal] = useState<string>();
  return (
    <FormDialog
      title={moveTitle(category.name)}
      description={MOVE_DESCRIPTION}
      failedText={refusal ?? SAVE_FAILED}
      onClose={onClose}
      onSave={async () => {
        const group = others.find((g) => g.id === groupId);
        if (!group) return false;
        try {
          await onMove(group);
        } catch (error) {
          // Said in the server's words when it refused (a name already in that group).
          setRefusal(refusalOf(error));
          throw error;
        }
        return true;
      }}
    >
      <SelectField label={GROUP} value={groupId} onValueChange={setGroupId} options={others.map((group) => ({ value: group.id, label: group.name }))} />
    </FormDialog>
  );
}
