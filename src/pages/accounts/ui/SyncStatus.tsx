import { css } from 'styled-system/css';
import { spinner } from 'styled-system/recipes';
import { metadataSync, runMetadataSync } from '@/entities/account';
import { useRefreshBankData } from '@/entities/institution';
import { formatMoment, formatTimeAgo } from '@/shared/lib';
import { Button } from '@/shared/ui';
import { LAST_SYNCED, NEVER_SYNCED, SYNC_NOW, SYNCING } from '../config/copy';

export interface SyncStatusProps {
  /** The newest sync of the user's items, from the accounts: null when none has synced, undefined while unknown. */
  lastSyncedAt: string | null | undefined;
}

const inlineSpinner = spinner({ size: 'sm' });

/**
 * When the banks last synced, a way to sync now, and the last sync failure, if any. While a sync
 * runs the button reads "Syncing…" beside a spinner and stays focusable (`aria-disabled`), so a
 * keyboard user keeps their place; the time or the failure that follows is announced.
 */
export function SyncStatus({ lastSyncedAt }: SyncStatusProps) {
  const refresh = useRefreshBankData();
  const { running, lastFailure } = metadataSync.value;
  const syncNow = async () => {
    if (running) return;
    if (await runMetadataSync('update', 'manual')) await refresh.revalidate();
  };
  return (
    <div className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
      <p
        role="status"
        className={css({ display: 'flex', flexDirection: 'column', fontSize: 'sm', color: 'fg.muted', textAlign: { base: 'left', md: 'right' } })}
      >
        {lastSyncedAt ? (
          <span>
            {LAST_SYNCED}{' '}
            <time dateTime={lastSyncedAt} title={formatMoment(lastSyncedAt)}>
              {formatTimeAgo(lastSyncedAt)}
            </time>
          </span>
        ) : (
          lastSyncedAt === null && <span>{NEVER_SYNCED}</span>
        )}
        {lastFailure && !running && <span className={css({ color: 'warning.text' })}>{lastFailure.message}</span>}
      </p>
      <Button
        variant="outline"
        tone="neutral"
        size="sm"
        aria-disabled={running || undefined}
        aria-busy={running || undefined}
        onClick={() => void syncNow()}
      >
        {running && <span className={inlineSpinner.indicator} aria-hidden="true" />}
        {running ? SYNCING : SYNC_NOW}
      </Button>
    </div>
  );
}
