import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { ROUTES } from '@/shared/config';
import { Logo } from '@/shared/ui';

/** The logo, linking to the home page. */
export function HomeLink() {
  return (
    <Link href={ROUTES.home} aria-label="Ledgerline home" className={css({ display: 'inline-flex', borderRadius: 'control' })}>
      <Logo />
    </Link>
  );
}
