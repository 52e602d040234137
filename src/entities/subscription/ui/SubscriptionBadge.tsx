import { css } from 'styled-system/css';
import type { SubscriptionTone } from '../lib/describe-subscription';

const badge = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  px: '2.5',
  py: '0.5',
  fontSize: 'xs',
  fontWeight: 'semibold',
  lineHeight: '1.5',
  borderRadius: 'pill',
  borderWidth: '1px',
  bg: 'colorPalette.subtle',
  color: 'colorPalette.text',
  borderColor: 'colorPalette.border',
  _before: { content: '""', w: '1.5', h: '1.5', borderRadius: 'pill', bg: 'currentColor' },
});

const PALETTE: Record<SubscriptionTone, string> = {
  success: css({ colorPalette: 'success' }),
  info: css({ colorPalette: 'info' }),
  warning: css({ colorPalette: 'warning' }),
  danger: css({ colorPalette: 'danger' }),
  neutral: css({ colorPalette: 'neutral' }),
};

/** A subscription status as a small coloured pill: "Free trial", "Payment failed"… */
export function SubscriptionBadge({ tone, children }: { tone: SubscriptionTone; children: string }) {
  return <span className={`${badge} ${PALETTE[tone]}`}>{children}</span>;
}
