import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { css } from 'styled-system/css';
import { isAuthenticated } from '@/entities/session';
import { ROUTES } from '@/shared/config';
import { Logo } from '@/shared/ui';
import { showsBankActions } from '../lib/bank-actions-visibility';

export interface NavbarProps {
  /** The user has a linked bank item; without one the bank and assistant buttons are hidden. */
  hasLinkedBank: boolean;
  /** Active or in the grace period (the default); a lapsed subscriber gets no bank or assistant buttons. */
  isSubscribed?: boolean;
  /** "Add institution" and "Update Institution". Hidden with the assistant button (see `showsBankActions`). */
  bankActions?: ReactNode;
  /** The "Budget AI Assistant" button; hidden with the bank buttons. */
  assistant?: ReactNode;
  /** The notifications bell and its menu. */
  notifications?: ReactNode;
  /** The account menu. */
  accountMenu?: ReactNode;
}

const bar = css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gridTemplateAreas: '"brand actions user"',
  alignItems: 'center',
  columnGap: { base: '2', md: '4' },
  h: '16',
  px: { base: '3', sm: '4', md: 'gutter' },
  bg: 'bg.surface',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
});

/**
 * The main layout's top bar, one row at every width: the logo, then (signed in only) the bank and
 * assistant buttons, the notifications bell and the account menu. Below 768 px the logo keeps its
 * mark and the bank and assistant buttons their icons (their names stay their accessible names),
 * so every action fits a 360 px phone.
 */
export function Navbar({ hasLinkedBank, isSubscribed = true, bankActions, assistant, notifications, accountMenu }: NavbarProps) {
  const [path] = useLocation();
  const signedIn = isAuthenticated.value;
  const showActions = signedIn && showsBankActions({ path, hasLinkedBank, isSubscribed }) && Boolean(bankActions || assistant);

  return (
    <header className={bar}>
      <Link
        href={ROUTES.home}
        aria-label="Ledgerline home"
        className={css({ gridArea: 'brand', display: 'inline-flex', h: '16', alignItems: 'center', borderRadius: 'control' })}
      >
        <Logo compact="phone" />
      </Link>
      {showActions && (
        <div
          role="group"
          aria-label="Bank and assistant"
          className={css({
            gridArea: 'actions',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'flex-end',
            gap: { base: '1.5', md: '2' },
            minW: '0',
          })}
        >
          {bankActions}
          {assistant}
        </div>
      )}
      {signedIn && (
        <div className={css({ gridArea: 'user', display: 'flex', alignItems: 'center', gap: '1' })}>
          {notifications}
          {accountMenu}
        </div>
      )}
    </header>
  );
}
