import { Link } from 'wouter';
import { css, cx } from 'styled-system/css';
import type { Metric } from '@/shared/api';
import { isInAppHref } from '@/shared/lib';
import { actionLink, amountText } from '@/shared/ui';
import { NO_CHANGE, NO_FIGURE, SEE_TRANSACTIONS, seeTransactionsOf, VS_PREVIOUS } from '../config/chat-copy';
import { describeFigureChange, formatFigure } from '../lib/figures';

const ARROW = { up: '▲', down: '▼', none: '' } as const;
const TONE_COLOR = { good: 'success.text', bad: 'danger.text', neutral: 'fg.muted' } as const;

/** Whether a move is good for the user: green when it goes the way the server says is better, red the other way. */
const toneOf = (direction: 'up' | 'down' | 'none', betterWhen: Metric['better_when']) =>
  direction === 'none' || betterWhen === null ? 'neutral' : direction === betterWhen ? 'good' : 'bad';

/**
 * One figure of an analysis: its value in its unit, how it moved on the previous period (the
 * arrow is said in words too, coloured by whether the move is good for the user), and the transactions behind it when the server links them.
 */
export function MetricCard({ metric }: { metric: Metric }) {
  const change = metric.change === null ? null : describeFigureChange(metric.change, metric.unit);
  const href = metric.link && isInAppHref(metric.link) ? metric.link : null;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0', bg: 'bg.canvas', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'control', px: '3', py: '2.5' })}>
      <dt className={css({ fontSize: 'xs', color: 'fg.muted' })}>{metric.label}</dt>
      <dd className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', flex: '1' })}>
        <span className={cx(amountText, css({ fontSize: { base: 'md', md: 'lg' }, fontWeight: 'semibold', letterSpacing: 'tight' }))}>{metric.value === null ? NO_FIGURE : formatFigure(metric.value, metric.unit)}</span>
        {change && (
          <span data-tone={toneOf(change.direction, metric.better_when)} className={css({ fontSize: 'xs', color: TONE_COLOR[toneOf(change.direction, metric.better_when)], fontVariantNumeric: 'tabular-nums' })}>
            {change.direction === 'none' ? (
              NO_CHANGE
            ) : (
              <>
                <span aria-hidden>
                  {ARROW[change.direction]} {change.text}
                </span>
                <span className={css({ srOnly: true })}>{change.spoken}</span> {VS_PREVIOUS}
              </>
            )}
          </span>
        )}
        {href && (
          <Link href={href} className={cx(actionLink, css({ mt: 'auto', pt: '1', fontSize: 'xs', alignSelf: 'flex-start' }))}>
            {SEE_TRANSACTIONS}
            <span className={css({ srOnly: true })}>{seeTransactionsOf(metric.label)}</span>
          </Link>
        )}
      </dd>
    </div>
  );
}
