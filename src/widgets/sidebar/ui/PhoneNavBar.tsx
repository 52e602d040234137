import { Link, useRoute } from 'wouter';
import { css } from 'styled-system/css';
import { MoreIcon, PageIcon } from '@/shared/ui';
import { phoneBarEntries, type SidebarEntry } from '../config/sidebar-sections';
import { collapseSidebar, isSidebarExpanded, SIDEBAR_PANEL_ID, SIDEBAR_TOGGLE_ATTRIBUTE, toggleSidebar } from '../model/sidebar-state';

export interface PhoneNavBarProps {
  hasLinkedBank: boolean;
  isSubscribed?: boolean;
}

// Below 768 px only: from there up the spec's sidebar rail is the way around.
const bar = css({
  display: { base: 'block', md: 'none' },
  flexShrink: '0',
  bg: 'bg.surface',
  borderTopWidth: '1px',
  borderColor: 'border.default',
  // Clear of a phone's home indicator when the app is installed full screen.
  pb: 'env(safe-area-inset-bottom)',
});

const item = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.5',
  w: 'full',
  minH: '14',
  px: '1',
  py: '1.5',
  fontSize: '2xs',
  fontWeight: 'medium',
  lineHeight: 'tight',
  textAlign: 'center',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { color: 'fg.default', bg: 'bg.muted' },
  '&[aria-current=page]': { color: 'brand.text', fontWeight: 'semibold' },
  '&[aria-expanded=true]': { color: 'brand.text' },
});

function BarLink({ entry }: { entry: SidebarEntry }) {
  const [isCurrent] = useRoute(entry.href);
  return (
    <Link href={entry.href} aria-current={isCurrent ? 'page' : undefined} className={item} onClick={collapseSidebar}>
      <PageIcon name={entry.icon} />
      {entry.label}
    </Link>
  );
}

/**
 * On a phone, the main layout's bottom bar: the most used pages one tap away, and "More", which
 * expands the spec's sidebar over the page (it is the sidebar's toggle at this width, with the same
 * semantics: it collapses on a click outside it, when a link is chosen, or on Escape).
 */
export function PhoneNavBar({ hasLinkedBank, isSubscribed = true }: PhoneNavBarProps) {
  const entries = phoneBarEntries(hasLinkedBank, isSubscribed);
  return (
    <nav aria-label="Quick links" className={bar}>
      <ul className={css({ display: 'grid', gridAutoColumns: '1fr', gridAutoFlow: 'column' })}>
        {entries.map((entry) => (
          <li key={entry.href}>
            <BarLink entry={entry} />
          </li>
        ))}
        <li>
          <button
            type="button"
            className={item}
            aria-expanded={isSidebarExpanded.value}
            aria-controls={SIDEBAR_PANEL_ID}
            onClick={toggleSidebar}
            {...{ [SIDEBAR_TOGGLE_ATTRIBUTE]: '' }}
          >
            <MoreIcon />
            More
          </button>
        </li>
      </ul>
    </nav>
  );
}
