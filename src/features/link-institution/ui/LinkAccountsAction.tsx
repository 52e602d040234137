import { css, cx } from 'styled-system/css';
import { spinner } from 'styled-system/recipes';
import { Button } from '@/shared/ui';
import { LINK_ACCOUNTS, LINKING, PREPARING_WIDGET } from '../config/copy';

export interface LinkAccountsActionProps {
  ready: boolean;
  busy: boolean;
  /** A link token and the widget are on their way (says so to everyone, politely). */
  preparing: boolean;
  onLink: () => void;
  /** Where the button sits: at the end of a dialog's footer, or at the start of a page's panel. */
  align?: 'start' | 'end';
}

const alignments = {
  start: css({ alignItems: 'flex-start' }),
  end: css({ alignItems: 'flex-end' }),
};

/** "Link Accounts": disabled until the widget is ready, "Linking..." while busy (spec section 5). */
export function LinkAccountsAction({ ready, busy, preparing, onLink, align = 'end' }: LinkAccountsActionProps) {
  return (
    <div className={cx(css({ display: 'flex', flexDirection: 'column', gap: '2' }), alignments[align])}>
      <Button size="lg" disabled={!ready || busy} aria-busy={busy || undefined} onClick={onLink}>
        {busy && <span aria-hidden="true" className={spinner({ size: 'sm' }).indicator} />}
        {busy ? LINKING : LINK_ACCOUNTS}
      </Button>
      {preparing && (
        <p role="status" className={css({ fontSize: 'xs', color: 'fg.subtle' })}>
          {PREPARING_WIDGET}
        </p>
      )}
    </div>
  );
}
