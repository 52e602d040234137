import { Link, useRoute } from 'wouter';
import { PageIcon, Tooltip } from '@/shared/ui';
import type { SidebarEntry } from '../config/sidebar-sections';
import { hiddenLabel, sidebarItem } from './item-style';

interface SidebarLinkProps {
  entry: SidebarEntry;
  /** False in the collapsed rail: the icon shows, the label becomes a tooltip (and stays the link's name). */
  showLabel: boolean;
  onNavigate?: () => void;
}

/** A sidebar entry; the current page's entry is marked for sight and for screen readers. */
export function SidebarLink({ entry, showLabel, onNavigate }: SidebarLinkProps) {
  const [isCurrent] = useRoute(entry.href);
  return (
    <Tooltip content={entry.label} placement="right" disabled={showLabel}>
      <Link href={entry.href} aria-current={isCurrent ? 'page' : undefined} className={sidebarItem} onClick={onNavigate}>
        <PageIcon name={entry.icon} />
        <span className={showLabel ? undefined : hiddenLabel}>{entry.label}</span>
      </Link>
    </Tooltip>
  );
}
