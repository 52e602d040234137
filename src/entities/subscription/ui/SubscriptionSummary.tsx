import { css } from 'styled-system/css';
import type { Subscription } from '@/shared/api';
import { describeSubscription } from '../lib/describe-subscription';
import { SubscriptionBadge } from './SubscriptionBadge';

const DEFAULT_PLAN_NAME = 'Ledgerline Premium';

/** The plan and its status in words (renewal or end date included), for Settings and the like. */
export function SubscriptionSummary({ subscription }: { subscription: Subscription | null }) {
  const { badge, summary, tone } = describeSubscription(subscription);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
        <p className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>{subscription?.plan_name ?? DEFAULT_PLAN_NAME}</p>
        <SubscriptionBadge tone={tone}>{badge}</SubscriptionBadge>
      </div>
      <p className={css({ color: 'fg.muted' })}>
        {summary}
      </p>
    </div>
  );
}
