import { useEffect, useReducer } from 'react';
import { api } from '@/shared/api';

/** One piece of the first data load after linking, with the call that brings it in. */
export interface FirstLoadStage {
  id: string;
  label: string;
  /** Absent for what is already done when the step starts (the link itself). */
  load?: () => Promise<unknown>;
}

export const FIRST_LOAD_STAGES: readonly FirstLoadStage[] = [
  { id: 'bank', label: 'Bank connected' },
  { id: 'accounts', label: 'Loading your accounts', load: () => api.GET('/api/accounts') },
  { id: 'transactions', label: 'Importing your transactions', load: () => api.GET('/api/initialize_metadata') },
  { id: 'spending', label: 'Sorting your spending by merchant', load: () => api.GET('/db_api/transactions/merchant_categories') },
];

/** `skipped`: the call failed; the data arrives later through the regular refreshes instead. */
export type StageStatus = 'pending' | 'active' | 'done' | 'skipped';

export interface FirstLoadProgress {
  statuses: StageStatus[];
  /** 0–100: the share of stages finished. */
  percent: number;
  finished: boolean;
}

type Action = { type: 'started'; index: number } | { type: 'settled'; index: number; ok: boolean };

export function initialStatuses(stages: readonly FirstLoadStage[]): StageStatus[] {
  return stages.map((stage) => (stage.load ? 'pending' : 'done'));
}

export function firstLoadReducer(statuses: StageStatus[], action: Action): StageStatus[] {
  return statuses.map((status, index) => {
    if (index !== action.index) return status;
    if (action.type === 'started') return 'active';
    return action.ok ? 'done' : 'skipped';
  });
}

export function progressOf(statuses: readonly StageStatus[]): FirstLoadProgress {
  const settled = statuses.filter((status) => status === 'done' || status === 'skipped').length;
  return {
    statuses: [...statuses],
    percent: Math.round((settled / statuses.length) * 100),
    finished: settled === statuses.length,
  };
}

/** Runs the stages one after the other; a failed stage does not stop the next. */
export function useFirstLoad(stages: readonly FirstLoadStage[] = FIRST_LOAD_STAGES): FirstLoadProgress {
  const [statuses, dispatch] = useReducer(firstLoadReducer, stages, initialStatuses);
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      for (const [index, stage] of stages.entries()) {
        if (!stage.load) continue;
        await Promise.resolve();
        if (cancelled) return;
        dispatch({ type: 'started', index });
        const ok = await stage.load().then(
          () => true,
          () => false,
        );
        if (cancelled) return;
        dispatch({ type: 'settled', index, ok });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [stages]);
  return progressOf(statuses);
}
