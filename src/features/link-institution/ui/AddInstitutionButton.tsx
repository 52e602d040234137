import { css } from 'styled-system/css';
import { Button, PlusIcon, type ButtonProps } from '@/shared/ui';
import { ADD_INSTITUTION } from '../config/copy';
import { AddInstitutionDialog } from './AddInstitutionDialog';

export interface AddInstitutionButtonProps extends Omit<ButtonProps, 'children' | 'onClick'> {
  /** The navbar's form: below 768 px only the + shows, and the words stay its accessible name. */
  iconOnPhone?: boolean;
}

/** "Add institution", with its dialog. */
export function AddInstitutionButton({ iconOnPhone = false, ...props }: AddInstitutionButtonProps) {
  return (
    <AddInstitutionDialog
      trigger={
        <Button variant="outline" tone="neutral" size="sm" {...props}>
          {iconOnPhone && <PlusIcon />}
          <span className={iconOnPhone ? css({ srOnly: { base: true, md: false } }) : undefined}>{ADD_INSTITUTION}</span>
        </Button>
      }
    />
  );
}
