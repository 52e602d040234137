import { useState } from 'react';
import { useCategoryChanges } from '@/entities/category';
import { ApiError, type UserCategoryGroup } from '@/shared/api';
import { FormDialog, TextField } from '@/shared/ui';
import { NAME_MAX_LENGTH } from '../config/category-rules';
import { ADD_GROUP_DESCRIPTION, ADD_GROUP_TITLE, ICON_OPTIONAL, NAME, NAME_INVALID, SAVE_FAILED } from '../config/copy';
import { cleanName, iconOf, refusalOf } from '../lib/category-layout';
import { IconField } from './IconField';

export interface AddGroupDialogProps {
  onClose: () => void;
  onAdded: (group: UserCategoryGroup) => void;
}

/** Adds an empty group, last: its name and an icon if the person likes. */
export function AddGroupDialog({ onClose, onAdded }: AddGroupDialogProps) {
  const { addGroup } = useCategoryChanges();
  const [name, setName] = useState('');
  const [iconText, setIconText] = useState('');
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const clean = cleanName(name);
  const icon = iconOf(iconText);
  const nameError = refusal ?? (tried && clean === undefined ? NAME_INVALID : undefined);
  return (
    <FormDialog
      title={ADD_GROUP_TITLE}
      description={ADD_GROUP_DESCRIPTION}
      failedText={SAVE_FAILED}
      onClose={onClose}
      onSave={async () => {
        setTried(true);
        if (clean === undefined || icon === undefined) return false;
        try {
          onAdded(await addGroup({ name: clean, icon }));
          return true;
        } catch (error) {
          if (!(error instanceof ApiError && error.status === 409)) throw error;
          setRefusal(refusalOf(error));
          return false;
        }
      }}
    >
      <TextField
        label={NAME}
        value={name}
        onValueChange={(value) => {
          setName(value);
          setRefusal(undefined);
        }}
        maxLength={NAME_MAX_LENGTH}
        invalid={nameError !== undefined}
        errorText={nameError}
      />
      <IconField label={ICON_OPTIONAL} value={iconText} onValueChange={setIconText} invalid={tried && icon === undefined} />
    </FormDialog>
  );
}
