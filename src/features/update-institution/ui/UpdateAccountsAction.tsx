import { css } from 'styled-system/css';
import { spinner } from 'styled-system/recipes';
import { Button } from '@/shared/ui';
import { PREPARING_WIDGET, UPDATE_ACCOUNTS, UPDATING } from '../config/copy';

export interface UpdateAccountsActionProps {
  ready: boolean;
  busy: boolean;
  preparing: boolean;
  onUpdate: () => void;
}

/** "Update Accounts": disabled until the widget is ready, "Updating..." while busy. */
export function UpdateAccountsAction({ ready, busy, preparing, onUpdate }: UpdateAccountsActionProps) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: '2' })}>
      <Button size="lg" disabled={!ready || busy} aria-busy={busy || undefined} onClick={onUpdate}>
        {busy && <span aria-hidden="true" className={spinner({ size: 'sm' }).indicator} />}
        {busy ? UPDATING : UPDATE_ACCOUNTS}
      </Button>
      {preparing && (
        <p role="status" className={css({ fontSize: 'xs', color: 'fg.subtle' })}>
          {PREPARING_WIDGET}
        </p>
      )}
    </div>
  );
}
