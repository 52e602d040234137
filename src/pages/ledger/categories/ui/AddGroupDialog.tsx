import { useCategoryChanges } from '@/entities/category';
import type { UserCategoryGroup } from '@/shared/api';
import { FormDialog } from '@/shared/ui';
import { ADD_GROUP_DESCRIPTION, ADD_GROUP_TITLE, SAVE_FAILED } from '../config/copy';
import { NameAndIconFields, useNameAndIcon } from './NameAndIconFields';

export interface AddGroupDialogProps {
  onClose: () => void;
  onAdded: (group: UserCategoryGroup) => void;
}

/** Adds an empty group, last: its name and an icon if the person likes. */
export function AddGroupDialog({ onClose, onAdded }: AddGroupDialogProps) {
  const { addGroup } = useCategoryChanges();
  const { fields, save } = useNameAndIcon();
  return (
    <FormDialog
      title={ADD_GROUP_TITLE}
      description={ADD_GROUP_DESCRIPTION}
      failedText={SAVE_FAILED}
      onClose={onClose}
      onSave={() => save(async (values) => onAdded(await addGroup(values)))}
    >
      <NameAndIconFields fields={fields} />
    </FormDialog>
  );
}
