import { useState } from 'react';
import { FormDialog } from '@/shared/ui';
import { ICON, iconTitle, SAVE_FAILED } from '../config/copy';
import { iconOf } from '../lib/category-layout';
import { IconField } from './IconField';

export interface IconDialogProps {
  /** The category's or group's name. */
  name: string;
  icon: string | null;
  /** What an empty field means (a category shows its group's; a group, none). */
  description: string;
  onClose: () => void;
  /** Saves the icon (`null`: none); a throw is a failed save. */
  onSave: (icon: string | null) => Promise<void>;
}

/** Changes the icon shown before a category's or group's name. */
export function IconDialog({ name, icon, description, onClose, onSave }: IconDialogProps) {
  const [text, setText] = useState(icon ?? '');
  const [tried, setTried] = useState(false);
  const chosen = iconOf(text);
  return (
    <FormDialog
      title={iconTitle(name)}
      description={description}
      failedText={SAVE_FAILED}
      onClose={onClose}
      onSave={async () => {
        setTried(true);
        if (chosen === undefined) return false;
        await onSave(chosen);
        return true;
      }}
    >
      <IconField label={ICON} value={text} onValueChange={setText} invalid={tried && chosen === undefined} />
    </FormDialog>
  );
}
