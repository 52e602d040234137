import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { useSubscriptionPlan, type SubscriptionPlan } from '@/entities/subscription';
import { SubscribeButton, type StartCheckoutOptions } from '@/features/subscribe';
import { formatMoney } from '@/shared/lib';
import { Button, Spinner } from '@/shared/ui';

interface PlanCardProps extends StartCheckoutOptions {
  /** The user has subscribed before: no free trial, and the button says "Resubscribe". */
  returning: boolean;
}

const planCard = cx(card({ padding: 'xl' }), css({ display: 'flex', flexDirection: 'column', gap: '5' }));

const perInterval = (plan: SubscriptionPlan) => (plan.interval === 'year' ? 'year' : 'month');

function PlanTerms({ plan, returning }: { plan: SubscriptionPlan; returning: boolean }) {
  const price = formatMoney(plan.amount, plan.currency);
  const trial = !returning && plan.trial_days > 0;
  return (
    <>
      <p className={css({ display: 'flex', alignItems: 'baseline', gap: '1.5' })}>
        <span className={css({ fontSize: '4xl', fontWeight: 'bold', letterSpacing: 'tight' })}>{price}</span>
        <span className={css({ color: 'fg.muted' })}>/ {perInterval(plan)}</span>
      </p>
      {trial ? (
        <>
          <p className={css({ alignSelf: 'flex-start', px: '3', py: '1', fontSize: 'sm', fontWeight: 'semibold', color: 'brand.text', bg: 'brand.subtle', borderRadius: 'pill' })}>
            {plan.trial_days}-day free trial
          </p>
          <p className={css({ color: 'fg.muted', lineHeight: 'relaxed' })}>
            Nothing to pay today. After {plan.trial_days} days, {price} a {perInterval(plan)} until you cancel — cancel any
            time before the trial ends and you won't be charged.
          </p>
        </>
      ) : (
        <p className={css({ color: 'fg.muted', lineHeight: 'relaxed' })}>
          {price} a {perInterval(plan)}, starting today. Cancel any time from Settings.
        </p>
      )}
    </>
  );
}

/** The plan on offer (name, price, trial) and the button that starts checkout. */
export function PlanCard({ returning, leaveFor }: PlanCardProps) {
  const { plan, error, isLoading, retry } = useSubscriptionPlan();
  return (
    <section aria-labelledby="plan-heading" className={planCard}>
      <h2 id="plan-heading" className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
        {plan?.name ?? 'Ledgerline Premium'}
      </h2>
      {plan && <PlanTerms plan={plan} returning={returning} />}
      {isLoading && <Spinner label="Loading the plan…" showLabel />}
      {error && !plan && (
        <div role="alert" className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', color: 'fg.muted' })}>
          <p>We couldn't load the price just now. Checkout shows it before you pay.</p>
          <Button variant="ghost" size="sm" onClick={retry}>
            Try again
          </Button>
        </div>
      )}
      <SubscribeButton size="lg" fullWidth label={returning ? 'Resubscribe' : 'Subscribe'} leaveFor={leaveFor} />
      <p className={css({ fontSize: 'sm', color: 'fg.subtle' })}>
        You'll pay on our payment provider's secure page and come straight back here.
      </p>
    </section>
  );
}
