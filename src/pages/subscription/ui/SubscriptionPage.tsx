import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { authUser } from '@/entities/session';
import { useSubscriptionStatus } from '@/entities/subscription';
import type { StartCheckoutOptions } from '@/features/subscribe';
import { LogOutButton } from '@/features/log-out';
import { ROUTES } from '@/shared/config';
import { documentTitle } from '@/shared/lib';
import { PageHeader } from '@/shared/ui';
import { IncludedFeatures } from './IncludedFeatures';
import { PlanCard } from './PlanCard';

/**
 * /subscription (subscription layout, no navbar): the plan, its price and trial, what it includes,
 * and Subscribe, which leaves for checkout. A user whose subscription has ended sees "Resubscribe".
 */
export function SubscriptionPage({ leaveFor }: StartCheckoutOptions) {
  const { level } = useSubscriptionStatus();
  const returning = level === 'inactive';
  const email = authUser.value?.email;

  return (
    <>
      <title>{documentTitle(returning ? 'Resubscribe' : 'Subscription')}</title>
      <PageHeader
        title={returning ? 'Resubscribe to Ledgerline' : 'Subscribe to Ledgerline'}
        description={
          returning
            ? 'Your subscription has ended. Resubscribe to get back to your accounts, transactions, budgets and the Budget AI Assistant.'
            : 'One plan with everything: link your banks and see your accounts, transactions, dashboard, budgets and the Budget AI Assistant.'
        }
      />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '10' })}>
        <PlanCard returning={returning} leaveFor={leaveFor} />
        <IncludedFeatures />
        <div
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: '3',
            pt: '6',
            borderTopWidth: '1px',
            borderColor: 'border.default',
            fontSize: 'sm',
            color: 'fg.muted',
          })}
        >
          <p>{email ? `Signed in as ${email}` : 'Signed in'}</p>
          <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
            {returning && (
              <Link href={ROUTES.settings} className={css({ color: 'brand.text', fontWeight: 'medium', textDecoration: 'underline' })}>
                Billing history and settings
              </Link>
            )}
            <LogOutButton />
          </div>
        </div>
      </div>
    </>
  );
}
