import { css } from 'styled-system/css';
import { formatMoney } from '@/shared/lib';
import { utilisationText } from '../config/copy';

export interface UtilisationMeterProps {
  /** Share of the limit in use, 0 to 1 (more when over the limit). */
  utilisation: number;
  limit: number;
  currency: string | null;
}

/** How much of a card's limit is used: a bar that turns amber past 30 % and red past 90 %. */
export function UtilisationMeter({ utilisation, limit, currency }: UtilisationMeterProps) {
  const percent = Math.round(utilisation * 100);
  const tone = utilisation > 0.9 ? 'danger.solid' : utilisation > 0.3 ? 'warning.solid' : 'success.solid';
  const text = utilisationText(percent, formatMoney(limit, currency));
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '8rem' })}>
      <div
        role="meter"
        aria-label="Credit used"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(percent, 100)}
        aria-valuetext={text}
        className={css({ h: '1.5', w: 'full', bg: 'bg.emphasis', borderRadius: 'full', overflow: 'hidden' })}
      >
        <div className={css({ h: 'full', borderRadius: 'full', bg: tone })} style={{ width: `${Math.min(percent, 100)}%` }} />
      </div>
      <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>{text}</span>
    </div>
  );
}
