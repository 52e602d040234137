import { Link, useRoute } from 'wouter';
import { css } from 'styled-system/css';
import type { RoutePath } from '@/shared/config';

interface SidebarLinkProps {
  href: RoutePath;
  label: string;
}

/** A sidebar entry; the current page's entry is marked for sight and for screen readers. */
export function SidebarLink({ href, label }: SidebarLinkProps) {
  const [isCurrent] = useRoute(href);
  return (
    <Link
      href={href}
      aria-current={isCurrent ? 'page' : undefined}
      className={css({
        display: 'flex',
        alignItems: 'center',
        h: '10',
        px: '3',
        borderRadius: 'control',
        fontSize: 'sm',
        fontWeight: 'medium',
        color: 'fg.muted',
        whiteSpace: 'nowrap',
        _hover: { bg: 'bg.muted', color: 'fg.default' },
        '&[aria-current=page]': { bg: 'brand.subtle', color: 'brand.text', fontWeight: 'semibold' },
      })}
    >
      {label}
    </Link>
  );
}
