import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { useSubscriptionPlan } from '@/entities/subscription';
import { formatMoney } from '@/shared/lib';
import { CheckIcon } from '@/shared/ui';
import { DEFAULT_PLAN, PLAN_INCLUDES } from '../config/content';
import { StartActions } from './StartActions';

/** One plan, its price and trial: the defaults for a visitor, the live plan once signed in. */
export function PricingSection() {
  const { plan = DEFAULT_PLAN } = useSubscriptionPlan();
  const price = formatMoney(plan.amount, plan.currency);

  return (
    <section id="pricing" aria-labelledby="pricing-title" className={css({ py: 'section', scrollMarginTop: '16' })}>
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' },
          gap: { base: '8', lg: '16' },
          alignItems: 'center',
        })}
      >
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <h2 id="pricing-title" className={css({ fontSize: '3xl', fontWeight: 'bold', letterSpacing: 'tight' })}>
            One plan, everything included
          </h2>
          <p className={css({ fontSize: 'lg', color: 'fg.muted', lineHeight: 'relaxed', maxW: 'prose' })}>
            Try every feature free for {plan.trial_days} days. After the trial, {plan.name} is {price} a {plan.interval}. Cancel
            any time from Settings; you keep access until the end of the period you paid for.
          </p>
          <p className={css({ color: 'fg.muted', lineHeight: 'relaxed', maxW: 'prose' })}>
            Payments are handled by Stripe. Ledgerline never sees or stores your card number.
          </p>
        </div>
        <div className={cx(card({ elevation: 'floating', padding: 'xl' }), css({ display: 'flex', flexDirection: 'column', gap: '5' }))}>
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
            <h3 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{plan.name}</h3>
            <p className={css({ display: 'flex', alignItems: 'baseline', gap: '1' })}>
              <span className={css({ fontSize: '4xl', fontWeight: 'extrabold', letterSpacing: 'tight' })}>{price}</span>
              <span className={css({ color: 'fg.muted' })}>/ {plan.interval}</span>
            </p>
            {plan.trial_days > 0 && (
              <p className={css({ color: 'brand.text', fontWeight: 'semibold' })}>{plan.trial_days}-day free trial</p>
            )}
          </div>
          <ul className={css({ display: 'grid', gap: '2.5' })}>
            {PLAN_INCLUDES.map((item) => (
              <li key={item} className={css({ display: 'flex', gap: '2.5', alignItems: 'flex-start', lineHeight: 'snug' })}>
                <span className={css({ color: 'brand.text', mt: '0.5' })}>
                  <CheckIcon className={css({ flexShrink: '0', w: '4.5', h: '4.5' })} />
                </span>
                {item}
              </li>
            ))}
          </ul>
          <StartActions />
        </div>
      </div>
    </section>
  );
}
