import type { ActiveItem } from '@/shared/api';
import { Button, type ButtonProps } from '@/shared/ui';
import { UPDATE, updateLabel } from '../config/copy';
import { UpdateInstitutionDialog } from './UpdateInstitutionDialog';

export interface UpdateThisInstitutionButtonProps extends Omit<ButtonProps, 'children' | 'onClick' | 'aria-label'> {
  institution: ActiveItem;
}

/** "Update" beside one institution (named in its accessible name): opens that institution's connected accounts at once. */
export function UpdateThisInstitutionButton({ institution, ...buttonProps }: UpdateThisInstitutionButtonProps) {
  return (
    <UpdateInstitutionDialog
      institution={institution}
      trigger={
        <Button size="sm" aria-label={updateLabel(institution.name)} {...buttonProps}>
          {UPDATE}
        </Button>
      }
    />
  );
}
