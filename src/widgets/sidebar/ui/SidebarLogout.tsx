import { useState } from 'react';
import { logOut } from '@/features/log-out';
import { LogoutIcon, Tooltip } from '@/shared/ui';
import { hiddenLabel, sidebarItem } from './item-style';

/** "Logout", always at the foot of the sidebar. */
export function SidebarLogout({ showLabel }: { showLabel: boolean }) {
  const [isLeaving, setIsLeaving] = useState(false);
  const onClick = () => {
    setIsLeaving(true);
    logOut().catch(() => setIsLeaving(false));
  };
  return (
    <Tooltip content="Logout" placement="right" disabled={showLabel}>
      <button type="button" className={sidebarItem} onClick={onClick} disabled={isLeaving} aria-busy={isLeaving || undefined}>
        <LogoutIcon />
        <span className={showLabel ? undefined : hiddenLabel}>Logout</span>
      </button>
    </Tooltip>
  );
}
