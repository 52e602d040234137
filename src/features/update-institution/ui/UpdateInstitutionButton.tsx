import { Button, type ButtonProps } from '@/shared/ui';
import { UPDATE_INSTITUTION } from '../config/copy';
import { UpdateInstitutionDialog } from './UpdateInstitutionDialog';

/** The navbar's "Update Institution" button, with its dialogs. */
export function UpdateInstitutionButton(props: Omit<ButtonProps, 'children' | 'onClick'>) {
  return (
    <UpdateInstitutionDialog
      trigger={
        <Button variant="outline" tone="neutral" size="sm" {...props}>
          {UPDATE_INSTITUTION}
        </Button>
      }
    />
  );
}
