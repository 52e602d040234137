import { useState } from 'react';
import type { ActiveItem } from '@/shared/api';
import { Button, Dialog } from '@/shared/ui';
import { CANCEL, REMOVE, REMOVING, removeLabel, removeText, removeTitle } from '../config/linked-institutions-copy';
import { useRemoveInstitution } from '../model/use-remove-institution';

export interface RemoveInstitutionDialogProps {
  institution: ActiveItem;
  /** Removing it leaves the user without a linked bank. */
  isLast: boolean;
}

/** "Remove", confirmed in a dialog. */
export function RemoveInstitutionDialog({ institution, isLast }: RemoveInstitutionDialogProps) {
  const [open, setOpen] = useState(false);
  const { remove, removing } = useRemoveInstitution();
  return (
    <Dialog
      size="sm"
      title={removeTitle(institution.name)}
      description={removeText(institution.name)}
      open={open}
      onOpenChange={(next) => !removing && setOpen(next)}
      trigger={
        <Button variant="outline" tone="danger" size="sm" aria-label={removeLabel(institution.name)}>
          {REMOVE}
        </Button>
      }
      footer={
        <>
          <Button variant="ghost" tone="neutral" disabled={removing} onClick={() => setOpen(false)}>
            {CANCEL}
          </Button>
          <Button
            tone="danger"
            disabled={removing}
            aria-busy={removing || undefined}
            onClick={async () => {
              if (await remove(institution, { isLast })) setOpen(false);
            }}
          >
            {removing ? REMOVING : REMOVE}
          </Button>
        </>
      }
    />
  );
}
