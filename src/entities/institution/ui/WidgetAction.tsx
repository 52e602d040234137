import { css, cx } from 'styled-system/css';
import { spinner } from 'styled-system/recipes';
import { Button } from '@/shared/ui';

/** Said while a link token and the widget are on their way. */
export const PREPARING_WIDGET = 'Getting a secure connection ready…';

export interface WidgetActionProps {
  /** The button's words at rest and while busy, e.g. "Link Accounts" / "Linking...". */
  label: string;
  busyLabel: string;
  ready: boolean;
  busy: boolean;
  /** A link token and the widget are on their way (says so to everyone, politely). */
  preparing: boolean;
  onClick: () => void;
  /** Where the button sits: at the end of a dialog's footer, or at the start of a page's panel. */
  align?: 'start' | 'end';
}

const alignments = {
  start: css({ alignItems: 'flex-start' }),
  end: css({ alignItems: 'flex-end' }),
};

/** The button that opens Plaid Link: disabled until the widget is ready or while busy (spec section 5). */
export function WidgetAction({ label, busyLabel, ready, busy, preparing, onClick, align = 'end' }: WidgetActionProps) {
  return (
    <div className={cx(css({ display: 'flex', flexDirection: 'column', gap: '2' }), alignments[align])}>
      <Button size="lg" disabled={!ready || busy} aria-busy={busy || undefined} onClick={onClick}>
        {busy && <span aria-hidden="true" className={spinner({ size: 'sm' }).indicator} />}
        {busy ? busyLabel : label}
      </Button>
      {preparing && (
        <p role="status" className={css({ fontSize: 'xs', color: 'fg.subtle' })}>
          {PREPARING_WIDGET}
        </p>
      )}
    </div>
  );
}
