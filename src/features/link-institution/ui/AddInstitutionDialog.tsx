import type { ReactElement } from 'react';
import { Dialog } from '@/shared/ui';
import { ADD_INSTITUTION_TITLE } from '../config/copy';
import { useLinkInstitution } from '../model/use-link-institution';
import { useShowLinkedAccounts } from '../model/use-show-linked-accounts';
import { LinkAccountsAction } from './LinkAccountsAction';
import { LinkPitch } from './LinkPitch';

export interface AddInstitutionDialogProps {
  /** The button that opens the dialog. */
  trigger: ReactElement;
}

/**
 * Add institution (spec section 2, Bank dialogs, 1): "Let's Get Started!", the pitch and "Link
 * Accounts". Opening it gets a link token and the widget ready; the dialog steps aside while the
 * widget is open (two focus traps would fight) and comes back with "Linking..." while the link completes.
 */
export function AddInstitutionDialog({ trigger }: AddInstitutionDialogProps) {
  const showLinkedAccounts = useShowLinkedAccounts();
  const session = useLinkInstitution({ onLinked: showLinkedAccounts });
  const open = session.stage === 'preparing' || session.stage === 'linking';
  return (
    <>
      <Dialog
        title={ADD_INSTITUTION_TITLE}
        trigger={trigger}
        open={open}
        onOpenChange={(next) => (next ? session.begin() : session.cancel())}
        footer={<LinkAccountsAction ready={session.ready} busy={session.busy} preparing={session.preparing} onLink={session.link} />}
      >
        <LinkPitch />
      </Dialog>
      {session.widget}
    </>
  );
}
