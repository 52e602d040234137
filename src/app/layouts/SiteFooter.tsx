import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { APP_NAME, ROUTES } from '@/shared/config';

const FOOTER_LINKS = [
  { href: ROUTES.support, label: 'Support' },
  { href: ROUTES.termsOfService, label: 'Terms of Service' },
  { href: ROUTES.privacyPolicy, label: 'Privacy Policy' },
] as const;

export function SiteFooter() {
  return (
    <footer className={css({ borderTopWidth: '1px', borderColor: 'border.default', bg: 'bg.surface' })}>
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '4',
          maxW: 'content',
          mx: 'auto',
          px: 'gutter',
          py: '6',
          fontSize: 'sm',
          color: 'fg.muted',
        })}
      >
        <p>
          © {new Date().getFullYear()} {APP_NAME}
        </p>
        <nav aria-label="Legal and support">
          <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '6' })}>
            {FOOTER_LINKS.map(({ href, label }) => (
              <li key={href}>
                <Link href={href} className={css({ color: 'fg.muted', _hover: { color: 'fg.default', textDecoration: 'underline' } })}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
