import { css } from 'styled-system/css';
import { Button, RefreshIcon, type ButtonProps } from '@/shared/ui';
import { UPDATE_INSTITUTION } from '../config/copy';
import { UpdateInstitutionDialog } from './UpdateInstitutionDialog';

export interface UpdateInstitutionButtonProps extends Omit<ButtonProps, 'children' | 'onClick'> {
  /** The navbar's form: below 768 px only the icon shows, and the words stay its accessible name. */
  iconOnPhone?: boolean;
}

/** "Update Institution", with its dialogs. */
export function UpdateInstitutionButton({ iconOnPhone = false, ...props }: UpdateInstitutionButtonProps) {
  return (
    <UpdateInstitutionDialog
      trigger={
        <Button variant="outline" tone="neutral" size="sm" {...props}>
          {iconOnPhone && <RefreshIcon />}
          <span className={iconOnPhone ? css({ srOnly: { base: true, md: false } }) : undefined}>{UPDATE_INSTITUTION}</span>
        </Button>
      }
    />
  );
}
