import { Button, type ButtonProps } from '@/shared/ui';
import { ADD_INSTITUTION } from '../config/copy';
import { AddInstitutionDialog } from './AddInstitutionDialog';

/** The navbar's "Add institution" button, with its dialog. */
export function AddInstitutionButton(props: Omit<ButtonProps, 'children' | 'onClick'>) {
  return (
    <AddInstitutionDialog
      trigger={
        <Button variant="outline" tone="neutral" size="sm" {...props}>
          {ADD_INSTITUTION}
        </Button>
      }
    />
  );
}
