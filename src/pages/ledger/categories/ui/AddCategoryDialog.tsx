import { useState } from 'react';
import { useCategoryChanges } from '@/entities/category';
import type { UserCategory, UserCategoryGroup } from '@/shared/api';
import { FormDialog, SelectField } from '@/shared/ui';
import { ADD_CATEGORY_DESCRIPTION, addCategoryTitle, CHOOSE_COUNTS_AS, COUNTS_AS, COUNTS_AS_NEEDED, SAVE_FAILED } from '../config/copy';
import { countsAsOptions, defaultCountsAs } from '../lib/category-layout';
import { NameAndIconFields, useNameAndIcon } from './NameAndIconFields';

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
  const { fields, save } = useNameAndIcon();
  const [countsAs, setCountsAs] = useState(() => defaultCountsAs(group));
  const choices = countsAsOptions(groups);

  return (
    <FormDialog
      title={addCategoryTitle(group.name)}
      description={ADD_CATEGORY_DESCRIPTION}
      failedText={SAVE_FAILED}
      onClose={onClose}
      onSave={() => save(async (values) => onAdded(await addCategory({ ...values, group_id: group.id, counts_as: countsAs })), countsAs !== '')}
    >
      <NameAndIconFields fields={fields} />
      <SelectField
        label={COUNTS_AS}
        value={countsAs}
        onValueChange={setCountsAs}
        // A group with none of the bank's categories has no default: the person chooses.
        options={countsAs === '' ? [{ value: '', label: CHOOSE_COUNTS_AS }, ...choices] : choices}
        invalid={fields.tried && countsAs === ''}
        errorText={COUNTS_AS_NEEDED}
      />
    </FormDialog>
  );
}
