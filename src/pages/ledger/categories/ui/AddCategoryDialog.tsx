import { useState } from 'react';
import { useCategoryChanges } from '@/entities/category';
import { ApiError, type UserCategory, type UserCategoryGroup } from '@/shared/api';
import { FormDialog, SelectField, TextField } from '@/shared/ui';
import { NAME_MAX_LENGTH } from '../config/category-rules';
import { ADD_CATEGORY_DESCRIPTION, addCategoryTitle, CHOOSE_COUNTS_AS, COUNTS_AS, COUNTS_AS_NEEDED, ICON_OPTIONAL, NAME, NAME_INVALID, SAVE_FAILED } from '../config/copy';
import { cleanName, countsAsOptions, defaultCountsAs, iconOf, refusalOf } from '../lib/category-layout';
import { IconField } from './IconField';

export interface AddCategoryDialogProps {
  /** The group it goes in, last. */
  group: UserCategoryGroup;
  /** Every group, for what it can count as. */
  groups: readonly UserCategoryGroup[];
  onClose: () => void;
  onAdded: (category: UserCategory) => void;
}

/**
 * Adds a category of the person's own to a group: its name, an icon if they like, and the bank's
 * category it counts as in totals and budgets (the group's own by default).
 */
export function AddCategoryDialog({ group, groups, onClose, onAdded }: AddCategoryDialogProps) {
  const { addCategory } = useCategoryChanges();
  const [name, setName] = useState('');
  const [iconText, setIconText] = useState('');
  const [countsAs, setCountsAs] = useState(() => defaultCountsAs(group));
  const [tried, setTried] = useState(false);
  // The server's words for a name it refused (already in the group), until the name changes.
  const [refusal, setRefusal] = useState<string>();
  const clean = cleanName(name);
  const icon = iconOf(iconText);
  const choices = countsAsOptions(groups);
  const nameError = refusal ?? (tried && clean === undefined ? NAME_INVALID : undefined);

  return (
    <FormDialog
      title={addCategoryTitle(group.name)}
      description={ADD_CATEGORY_DESCRIPTION}
      failedText={SAVE_FAILED}
      onClose={onClose}
      onSave={async () => {
        setTried(true);
        if (clean === undefined || icon === undefined || countsAs === '') return false;
        try {
          onAdded(await addCategory({ name: clean, group_id: group.id, icon, counts_as: countsAs }));
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
      <SelectField
        label={COUNTS_AS}
        value={countsAs}
        onValueChange={setCountsAs}
        // A group with none of the bank's categories has no default: the person chooses.
        options={countsAs === '' ? [{ value: '', label: CHOOSE_COUNTS_AS }, ...choices] : choices}
        invalid={tried && countsAs === ''}
        errorText={COUNTS_AS_NEEDED}
      />
    </FormDialog>
  );
}
