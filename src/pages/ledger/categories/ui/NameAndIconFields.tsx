import { useState } from 'react';
import { ApiError } from '@/shared/api';
import { TextField } from '@/shared/ui';
import { NAME_MAX_LENGTH } from '../config/category-rules';
import { ICON_OPTIONAL, NAME, NAME_INVALID } from '../config/copy';
import { cleanName, iconOf, refusalOf } from '../lib/category-layout';
import { IconField } from './IconField';

/**
 * What an "add" dialog asks first, a name and an icon if the person likes, and its saving: tried
 * with the cleaned values once both read; a name the server refused (already there, 409) shown
 * under the field in its words until the name changes, anything else left to the dialog.
 */
export function useNameAndIcon() {
  const [name, setName] = useState('');
  const [iconText, setIconText] = useState('');
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const clean = cleanName(name);
  const icon = iconOf(iconText);
  const fields = {
    name,
    iconText,
    tried,
    iconInvalid: tried && icon === undefined,
    nameError: refusal ?? (tried && clean === undefined ? NAME_INVALID : undefined),
    onNameChange: (value: string) => {
      setName(value);
      setRefusal(undefined);
    },
    onIconChange: setIconText,
  };
  /** Saves with the name and icon when they read (and `ready` says the rest does): whether it saved. */
  const save = async (add: (values: { name: string; icon: string | null }) => Promise<void>, ready = true): Promise<boolean> => {
    setTried(true);
    if (clean === undefined || icon === undefined || !ready) return false;
    try {
      await add({ name: clean, icon });
      return true;
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 409)) throw error;
      setRefusal(refusalOf(error));
      return false;
    }
  };
  return { fields, save };
}

export function NameAndIconFields({ fields }: { fields: ReturnType<typeof useNameAndIcon>['fields'] }) {
  return (
    <>
      <TextField
        label={NAME}
        value={fields.name}
        onValueChange={fields.onNameChange}
        maxLength={NAME_MAX_LENGTH}
        invalid={fields.nameError !== undefined}
        errorText={fields.nameError}
      />
      <IconField label={ICON_OPTIONAL} value={fields.iconText} onValueChange={fields.onIconChange} invalid={fields.iconInvalid} />
    </>
  );
}
