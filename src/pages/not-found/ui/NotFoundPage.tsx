import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { ROUTES } from '@/shared/config';
import { documentTitle } from '@/shared/lib';
import { Button } from '@/shared/ui';

export function NotFoundPage() {
  return (
    <section
      aria-labelledby="not-found-title"
      className={css({
        flex: '1',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: '5',
        py: 'section',
        textAlign: 'center',
      })}
    >
      <title>{documentTitle('Page not found')}</title>
      <meta name="description" content="This Ledgerline page does not exist or has moved. Start again from the home page." />
      <p className={css({ fontSize: '6xl', fontWeight: 'bold', color: 'brand.text', lineHeight: 'none' })} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={css({ fontSize: '3xl', fontWeight: 'bold', letterSpacing: 'tight' })}>
        Page not found
      </h1>
      <p className={css({ color: 'fg.muted', maxW: 'md', lineHeight: 'relaxed' })}>
        The page you were looking for does not exist or has moved. Check the address, or start again from the home page.
      </p>
      <Button asChild size="lg">
        <Link href={ROUTES.home}>Back to the home page</Link>
      </Button>
    </section>
  );
}
