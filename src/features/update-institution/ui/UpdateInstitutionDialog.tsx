import { useState, type ReactElement } from 'react';
import { css } from 'styled-system/css';
import { ConnectedAccountList } from '@/entities/institution';
import type { ActiveItem } from '@/shared/api';
import { Button, Dialog, Spinner } from '@/shared/ui';
import {
  CONTINUE,
  LOADING_ACCOUNTS,
  NO_CONNECTED_ACCOUNTS,
  SELECT_INSTITUTION_TEXT,
  SELECT_INSTITUTION_TITLE,
  connectedAccountsTitle,
} from '../config/copy';
import { useUpdateInstitution } from '../model/use-update-institution';
import { InstitutionChoice } from './InstitutionChoice';
import { UpdateAccountsAction } from './UpdateAccountsAction';

export interface UpdateInstitutionDialogProps {
  /** The button that opens the dialog. */
  trigger: ReactElement;
  /** Update this institution: skips the choice and opens "Connected accounts from …" at once. */
  institution?: ActiveItem;
}

/**
 * Update Institution (spec section 2, Bank dialogs, 2): choose an institution, "Continue", then
 * "Connected accounts from {institution}" and "Update Accounts", which opens the widget in update
 * mode. The dialog steps aside while the widget is open and comes back with "Updating..." while
 * the accounts are refreshed.
 */
export function UpdateInstitutionDialog({ trigger, institution }: UpdateInstitutionDialogProps) {
  const session = useUpdateInstitution();
  const [chosen, setChosen] = useState<ActiveItem | null>(null);
  const choosing = session.stage === 'choosing';
  const open = choosing || session.stage === 'accounts' || session.stage === 'updating';
  const shownInstitution = session.institution ?? institution;

  // One dialog, two steps: two modal dialogs handing over to each other would fight over focus.
  return (
    <>
      <Dialog
        trigger={trigger}
        open={open}
        onOpenChange={(next) => {
          if (!next) return session.cancel();
          setChosen(null);
          session.start(institution);
        }}
        {...(choosing
          ? {
              title: SELECT_INSTITUTION_TITLE,
              description: SELECT_INSTITUTION_TEXT,
              children: <InstitutionChoice chosen={chosen} onChoose={setChosen} />,
              footer: (
                <Button size="lg" disabled={!chosen} onClick={() => chosen && session.choose(chosen)}>
                  {CONTINUE}
                </Button>
              ),
            }
          : {
              title: connectedAccountsTitle(shownInstitution?.name ?? ''),
              children:
                session.accountNames === null ? (
                  <Spinner layout="inline" label={LOADING_ACCOUNTS} showLabel />
                ) : session.accountNames.length === 0 ? (
                  <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{NO_CONNECTED_ACCOUNTS}</p>
                ) : (
                  <ConnectedAccountList label="Connected accounts" names={session.accountNames.map((account) => account.account_name)} />
                ),
              footer: (
                <UpdateAccountsAction
                  ready={session.ready}
                  busy={session.busy}
                  preparing={session.stage === 'accounts' && !session.ready}
                  onUpdate={session.update}
                />
              ),
            })}
      />
      {session.widget}
    </>
  );
}
