import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { ROUTES } from '@/shared/config';
import { Button } from '@/shared/ui';
import { HeroIllustration } from './HeroIllustration';

export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-title"
      className={css({
        display: 'grid',
        gridTemplateColumns: { base: '1fr', md: '1.1fr 0.9fr' },
        alignItems: 'center',
        gap: { base: '10', md: '12', xl: '16' },
        py: { base: '12', md: '20' },
      })}
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
        <p className={css({ color: 'brand.text', fontWeight: 'semibold', fontSize: 'sm', letterSpacing: 'wide', textTransform: 'uppercase' })}>
          Personal budgeting with your bank linked
        </p>
        <h1
          id="hero-title"
          className={css({ fontSize: { base: '4xl', xl: '5xl' }, fontWeight: 'extrabold', letterSpacing: 'tight', lineHeight: '1.1' })}
        >
          See all your money in one place, and give every dollar a plan.
        </h1>
        <p className={css({ fontSize: 'lg', color: 'fg.muted', lineHeight: 'relaxed', maxW: 'prose' })}>
          Ledgerline brings in the accounts and transactions from the banks you link, shows where your money goes, and
          helps you plan a budget and stick to it. Ask the Budget AI Assistant about your own spending in plain words.
        </p>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
          <Button asChild size="lg">
            <Link href={ROUTES.getStarted}>Get started</Link>
          </Button>
          <Button asChild size="lg" variant="outline" tone="neutral">
            <a href="#features">See what's inside</a>
          </Button>
        </div>
      </div>
      <HeroIllustration />
    </section>
  );
}
