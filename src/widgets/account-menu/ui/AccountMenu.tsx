import { useLocation } from 'wouter';
import { css, cx } from 'styled-system/css';
import { iconBadge } from 'styled-system/recipes';
import { authUser } from '@/entities/session';
import { logOut } from '@/features/log-out';
import { ROUTES } from '@/shared/config';
import { Button, Menu, PersonIcon } from '@/shared/ui';
import { accountInitial } from '../lib/initial';

export const SIGNED_OUT = 'Signed Out';

const avatar = cx(iconBadge({ variant: 'solid' }), css({ fontSize: 'sm', fontWeight: 'bold' }));

/**
 * The account menu: the signed-in email (or "Signed Out"), Settings and Logout. Escape or a click
 * outside closes it; it fades out over 200 ms (the menu recipe's closing animation).
 */
export function AccountMenu() {
  const [, navigate] = useLocation();
  const user = authUser.value;
  const initial = accountInitial(user);

  return (
    <Menu
      // In the navbar's banner landmark, not at the end of the page.
      portalled={false}
      trigger={
        <Button variant="ghost" tone="neutral" size="icon" aria-label="Account menu" className={css({ borderRadius: 'full' })}>
          {initial ? (
            <span className={avatar} aria-hidden="true">
              {initial}
            </span>
          ) : (
            <PersonIcon />
          )}
        </Button>
      }
      header={<span className={css({ display: 'block', color: 'fg.default', fontWeight: 'medium' })}>{user?.email || SIGNED_OUT}</span>}
      items={[
        { value: 'settings', label: 'Settings', onSelect: () => navigate(ROUTES.settings) },
        { separator: true, id: 'before-logout' },
        { value: 'logout', label: 'Logout', onSelect: () => void logOut().catch(() => undefined) },
      ]}
    />
  );
}
