import { useId } from 'react';
import { Link } from 'wouter';
import { css, cx } from 'styled-system/css';
import { RESUBSCRIBE_ROUTE_STATE, ROUTES } from '@/shared/config';
import { LockIcon, PageIcon, Tooltip } from '@/shared/ui';
import { NEEDS_ACTIVE_SUBSCRIPTION, type SidebarEntry } from '../config/sidebar-sections';
import { hiddenLabel, sidebarItem } from './item-style';

interface SidebarLockedLinkProps {
  entry: SidebarEntry;
  showLabel: boolean;
  onNavigate?: () => void;
}

/**
 * An entry a lapsed subscriber cannot open: it says why (a lock and "Needs an active subscription")
 * and leads to Settings, where focus lands on Resubscribe, instead of bouncing there silently.
 */
export function SidebarLockedLink({ entry, showLabel, onNavigate }: SidebarLockedLinkProps) {
  const reasonId = useId();
  return (
    <Tooltip content={`${entry.label}: ${NEEDS_ACTIVE_SUBSCRIPTION}`} placement="right" disabled={showLabel}>
      <Link
        href={ROUTES.settings}
        state={RESUBSCRIBE_ROUTE_STATE}
        aria-describedby={reasonId}
        data-locked=""
        className={cx(sidebarItem, css({ h: 'auto', minH: '10', py: '1.5' }))}
        onClick={onNavigate}
      >
        <PageIcon name={entry.icon} />
        <span className={showLabel ? css({ display: 'flex', flexDirection: 'column', minW: '0', flex: '1' }) : hiddenLabel}>
          {entry.label}
          {/* The link's description (aria-describedby), not part of its name. */}
          <span
            id={reasonId}
            aria-hidden="true"
            className={css({ display: 'inline-flex', alignItems: 'center', gap: '1', fontSize: 'xs', fontWeight: 'normal', color: 'fg.muted' })}
          >
            <LockIcon size={12} strokeWidth={2} />
            {NEEDS_ACTIVE_SUBSCRIPTION}
          </span>
        </span>
      </Link>
    </Tooltip>
  );
}
