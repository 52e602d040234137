import { css, cx } from 'styled-system/css';
import { APP_NAME } from '@/shared/config';

interface LogoProps {
  /** Hide the word mark and keep only the symbol: always, or below 768 px (`'phone'`). */
  compact?: boolean | 'phone';
  className?: string;
}

/** The Ledgerline mark and name. Decorative parts are hidden; the name is the accessible text. */
export function Logo({ compact = false, className }: LogoProps) {
  return (
    <span className={cx(css({ display: 'inline-flex', alignItems: 'center', gap: '2.5' }), className)}>
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="var(--colors-evergreen-700)" />
        <path d="M9 8v16h14" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
        <path
          d="M13 19l4-5 3 3 4-6"
          fill="none"
          stroke="var(--colors-evergreen-300)"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span
        className={
          compact === true
            ? css({ srOnly: true })
            : cx(
                css({ fontWeight: 'bold', fontSize: 'lg', letterSpacing: 'tight', color: 'fg.default' }),
                compact === 'phone' && css({ srOnly: { base: true, md: false } }),
              )
        }
      >
        {APP_NAME}
      </span>
    </span>
  );
}
