import { css } from 'styled-system/css';
import { formatMoney } from '@/shared/lib';
import { DEFAULT_PLAN } from '../config/content';
import { HeroIllustration } from './HeroIllustration';
import { StartActions } from './StartActions';

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
        <StartActions withSignIn />
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          Free for {DEFAULT_PLAN.trial_days} days, then {formatMoney(DEFAULT_PLAN.amount, DEFAULT_PLAN.currency)} a {DEFAULT_PLAN.interval}.{' '}
          <a href="#pricing" className={css({ color: 'brand.text', fontWeight: 'semibold', textDecoration: 'underline', textUnderlineOffset: '2px' })}>
            See pricing
          </a>
        </p>
      </div>
      <HeroIllustration />
    </section>
  );
}
