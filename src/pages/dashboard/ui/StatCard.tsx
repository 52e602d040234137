import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { css, cx } from 'styled-system/css';
import { viewTransactionsOf, VIEW_TRANSACTIONS } from '../config/copy';

import type { ChangeTone } from '../lib/describe-change';
import { actionLink, amountText } from '@/shared/ui';

export interface StatCardProps {
  label: string;
  value: string;
  /** How it moved against the compared period, in words. */
  change: string;
  changeTone: ChangeTone;
  /** The transactions behind the figure. */
  href?: string;
  note?: ReactNode;
}

const TONE_COLOR = { good: 'success.text', bad: 'danger.text', neutral: 'fg.muted' } as const;

/** One figure of the period, how it moved, and a link to the transactions behind it. */
export function StatCard({ label, value, change, changeTone, href, note }: StatCardProps) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', bg: 'bg.canvas', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'control', px: '4', py: '3' })}>
      <dt className={css({ fontSize: 'sm', color: 'fg.muted' })}>{label}</dt>
      <dd className={css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1' })}>
        <span className={cx(amountText, css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'semibold', letterSpacing: 'tight' }))}>{value}</span>
        <span className={css({ fontSize: 'xs', fontWeight: 'medium', color: TONE_COLOR[changeTone] })}>
          {change}
        </span>
        {note && <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>{note}</span>}
        {href && (
          <Link href={href} className={cx(actionLink, css({ mt: 'auto', pt: '2', fontSize: 'xs', alignSelf: 'flex-start' }))}>
            {VIEW_TRANSACTIONS}
            <span className={css({ srOnly: true })}>{viewTransactionsOf(label)}</span>
          </Link>
        )}
      </dd>
    </div>
  );
}
