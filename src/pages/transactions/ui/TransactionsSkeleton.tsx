import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { LOADING_TRANSACTIONS } from '../config/copy';

const block = css({ bg: 'bg.muted', borderRadius: 'control', animation: 'pulse 1.6s ease-in-out infinite', _motionReduce: { animation: 'none' } });

/** The page's shape while the first rows load. */
export function TransactionsSkeleton() {
  return (
    <div role="status" aria-live="polite" className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <span className={css({ srOnly: true })}>{LOADING_TRANSACTIONS}</span>
      <div aria-hidden className={cx(card({ padding: 'md' }), css({ display: 'flex', gap: '8' }))}>
        {[0, 1, 2].map((n) => (
          <div key={n} className={css({ display: 'flex', flexDirection: 'column', gap: '2', width: '24' })}>
            <div className={block} style={{ height: '0.75rem', width: '60%' }} />
            <div className={block} style={{ height: '1.25rem' }} />
          </div>
        ))}
      </div>
      <div aria-hidden className={cx(card({ padding: 'md' }), css({ display: 'flex', flexDirection: 'column', gap: '3' }))}>
        {Array.from({ length: 8 }, (_, n) => (
          <div key={n} className={block} style={{ height: '2.25rem' }} />
        ))}
      </div>
    </div>
  );
}
