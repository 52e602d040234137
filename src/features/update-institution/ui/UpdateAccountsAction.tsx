import { WidgetAction } from '@/entities/institution';
import { UPDATE_ACCOUNTS, UPDATING } from '../config/copy';

export interface UpdateAccountsActionProps {
  ready: boolean;
  busy: boolean;
  preparing: boolean;
  onUpdate: () => void;
}

/** "Update Accounts": disabled until the widget is ready, "Updating..." while busy. */
export function UpdateAccountsAction({ onUpdate, ...state }: UpdateAccountsActionProps) {
  return <WidgetAction label={UPDATE_ACCOUNTS} busyLabel={UPDATING} onClick={onUpdate} {...state} />;
}
