import { signal } from '@preact/signals-react';
import { useEffect, useRef } from 'react';
import { api } from '@/shared/api';
import {
  METADATA_INIT_FAILED,
  METADATA_INIT_INTERVAL_MS,
  METADATA_UPDATE_FAILED,
  METADATA_UPDATE_FAILED_RECURRING,
  METADATA_UPDATE_INTERVAL_MS,
} from '@/shared/config';

/** `initialize`: the full sync (`GET /api/initialize_metadata`); `update`: the incremental one. */
export type MetadataSyncKind = 'initialize' | 'update';

/** Why a sync runs: right after signin, on its interval, or because the person asked. */
export type MetadataSyncTrigger = 'signin' | 'interval' | 'manual';

export interface MetadataSyncFailure {
  /** One of the spec's three messages (section 8). */
  message: string;
  at: string;
}

/** The recurring-metadata state (spec section 8): what runs, when it last worked, what failed. */
export interface MetadataSyncState {
  /** A sync is under way. */
  running: boolean;
  lastSucceededAt: string | null;
  /** The latest failure, kept until a later sync succeeds. */
  lastFailure: MetadataSyncFailure | null;
}

const IDLE: MetadataSyncState = { running: false, lastSucceededAt: null, lastFailure: null };

export const metadataSync = signal<MetadataSyncState>(IDLE);

const PATHS = { initialize: '/api/initialize_metadata', update: '/api/update_metadata' } as const;

/** The message a failed sync leaves: the interval's update failures say so in their own words. */
export function metadataFailureMessage(kind: MetadataSyncKind, trigger: MetadataSyncTrigger): string {
  if (kind === 'initialize') return METADATA_INIT_FAILED;
  return trigger === 'interval' ? METADATA_UPDATE_FAILED_RECURRING : METADATA_UPDATE_FAILED;
}

const inFlight = new Map<MetadataSyncKind, Promise<boolean>>();

/**
 * Runs one sync; resolves true when the server answered `status: "success"`. A sync asked for while
 * one of the same kind runs waits for that one instead (the server would only repeat the work).
 */
export function runMetadataSync(kind: MetadataSyncKind, trigger: MetadataSyncTrigger): Promise<boolean> {
  const pending = inFlight.get(kind);
  if (pending) return pending;
  metadataSync.value = { ...metadataSync.peek(), running: true };
  const run = (async () => {
    let failure: MetadataSyncFailure | null = null;
    try {
      const { data } = await api.GET(PATHS[kind]);
      if (data?.status !== 'success') throw new Error(`${PATHS[kind]} did not succeed.`);
    } catch {
      failure = { message: metadataFailureMessage(kind, trigger), at: new Date().toISOString() };
    }
    inFlight.delete(kind);
    const previous = metadataSync.peek();
    metadataSync.value = failure
      ? { ...previous, running: inFlight.size > 0, lastFailure: failure }
      : { running: inFlight.size > 0, lastSucceededAt: new Date().toISOString(), lastFailure: null };
    return failure === null;
  })();
  inFlight.set(kind, run);
  return run;
}

/**
 * Spec section 9: while `enabled` (signed in, subscribed, a bank linked), the full sync runs every
 * 4 hours and the incremental one every 2 hours, both once right away. `onSynced` runs after each
 * sync that succeeded (to refresh what is on screen).
 */
export function useMetadataPolling(enabled: boolean, onSynced: () => void): void {
  const synced = useRef(onSynced);
  useEffect(() => {
    synced.current = onSynced;
  }, [onSynced]);

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    const run = async (kind: MetadataSyncKind, trigger: MetadataSyncTrigger) => {
      if (!stopped && (await runMetadataSync(kind, trigger)) && !stopped) synced.current();
    };
    void run('initialize', 'signin').then(() => run('update', 'signin'));
    const initialize = setInterval(() => void run('initialize', 'interval'), METADATA_INIT_INTERVAL_MS);
    const update = setInterval(() => void run('update', 'interval'), METADATA_UPDATE_INTERVAL_MS);
    return () => {
      stopped = true;
      clearInterval(initialize);
      clearInterval(update);
    };
  }, [enabled]);
}

/** Back to "never synced" (on logout, and between tests). */
export function resetMetadataSync(): void {
  inFlight.clear();
  metadataSync.value = IDLE;
}
