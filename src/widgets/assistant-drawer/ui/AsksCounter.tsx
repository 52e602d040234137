import { useEffect } from 'react';
import { css } from 'styled-system/css';
import { chatQuota, listenForQuotaUpdates } from '@/entities/assistant';
import { ASKS_QUOTA_HINT } from '@/shared/config';
import { Tooltip } from '@/shared/ui';

/** "Asks: used/total": the only reader of the quota signal, so a new quota re-renders it alone. */
export function AsksCounter() {
  useEffect(() => listenForQuotaUpdates(), []);
  const { used, total } = chatQuota.value;
  return (
    <Tooltip content={ASKS_QUOTA_HINT}>
      <button
        type="button"
        className={css({
          fontSize: 'sm',
          fontVariantNumeric: 'tabular-nums',
          color: 'fg.muted',
          px: '2',
          h: '8',
          borderRadius: 'control',
          cursor: 'help',
          _hover: { bg: 'bg.muted' },
          _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
        })}
      >
        Asks: {used}/{total}
      </button>
    </Tooltip>
  );
}
