import { WidgetAction } from '@/entities/institution';
import { LINK_ACCOUNTS, LINKING } from '../config/copy';

export interface LinkAccountsActionProps {
  ready: boolean;
  busy: boolean;
  preparing: boolean;
  onLink: () => void;
  align?: 'start' | 'end';
}

/** "Link Accounts": disabled until the widget is ready, "Linking..." while busy (spec section 5). */
export function LinkAccountsAction({ onLink, ...state }: LinkAccountsActionProps) {
  return <WidgetAction label={LINK_ACCOUNTS} busyLabel={LINKING} onClick={onLink} {...state} />;
}
