import { useState } from 'react';
import { Button, type ButtonProps } from '@/shared/ui';
import { logOut } from '../model/log-out';

/** "Log out": ends the session and leaves for the identity provider's logout. */
export function LogOutButton(props: Omit<ButtonProps, 'onClick' | 'children'>) {
  const [isLeaving, setIsLeaving] = useState(false);
  const onClick = () => {
    setIsLeaving(true);
    void logOut().catch(() => setIsLeaving(false));
  };
  return (
    <Button variant="outline" tone="neutral" size="sm" {...props} onClick={onClick} disabled={isLeaving} aria-busy={isLeaving}>
      {isLeaving ? 'Logging out…' : 'Log out'}
    </Button>
  );
}
