import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, useApiCacheDrop, useApiMutate, type Budget, type Loadable, type Month } from '@/shared/api';
import { isPartialMatch } from '@/shared/lib';
import { budgetMonthInit, saveBudget, useBudgetRead } from '../api/budget-queries';
import { SAVE_FAILED } from '../config/messages';
import { conflictNotice } from './conflict-notice';
import { effectiveChanges, saveBody, undoChanges, withChanges, type PlanChange } from './plan-changes';

/** Something the planner tells the person about a save that did not land. */
export interface PlanNotice {
  tone: 'warning' | 'error';
  text: string;
}

export interface BudgetPlan {
  /** The month as it will be once the saves on their way land. */
  budget: Loadable<Budget>;
  /** Saves changes at once in the page, then on the server; no-op changes are dropped. */
  save: (changes: PlanChange[]) => void;
  /** Puts back what the last saved change replaced, over the newest versions. */
  undo: () => void;
  canUndo: boolean;
  notice: PlanNotice | null;
}

interface PendingSave {
  id: number;
  month: Month;
  changes: PlanChange[];
}

/**
 * A month's plan with optimistic saves: a change shows at once and is PUT with the version of its
 * row as last answered. Saves go one after another, so a second change to a row carries the
 * version the first one's answer gave. The answer replaces the cached month; a 409 (changed in
 * another tab or device) reads the month again and says so; any other failure undoes the change
 * in the page and says so.
 */
export function useBudgetPlan(month: Month): BudgetPlan {
  const read = useBudgetRead(month);
  const mutate = useApiMutate();
  const dropCached = useApiCacheDrop();
  const [pending, setPending] = useState<PendingSave[]>([]);
  const [lastSaved, setLastSaved] = useState<{ month: Month; undo: PlanChange[] } | null>(null);
  const [notice, setNotice] = useState<PlanNotice | null>(null);
  const answered = useRef(new Map<Month, Budget>());
  const queue = useRef<Promise<void>>(Promise.resolve());
  const nextId = useRef(0);

  useEffect(() => {
    if (read.data) answered.current.set(month, read.data);
  }, [month, read.data]);

  const shown = read.data && withChanges(read.data, pending.filter((entry) => entry.month === month).flatMap((entry) => entry.changes));

  const send = useCallback(
    (requested: PlanChange[], current: Budget | undefined, isUndo: boolean) => {
      if (!current) return;
      const changes = effectiveChanges(current, requested);
      if (changes.length === 0) return;
      const id = nextId.current++;
      setPending((list) => [...list, { id, month, changes }]);
      setNotice(null);
      const key = ['/db_api/budgets', budgetMonthInit(month)] as const;
      queue.current = queue.current.then(async () => {
        const before = answered.current.get(month) ?? current;
        try {
          const after = await saveBudget(month, saveBody(before, changes));
          answered.current.set(month, after);
          // Later months carry from this one: every other cached month is dropped (read anew when shown), this one takes the answer.
          await mutate([...key], after, { revalidate: false });
          await dropCached('/db_api/budgets', (init) => isPartialMatch(init, budgetMonthInit(month)));
          setLastSaved(isUndo ? null : { month, undo: undoChanges(before, changes) });
          // The tracker of this month (and of later ones, through what carries) counts from the plan.
          await mutate(['/db_api/budgets/tracker'], undefined, { revalidate: true }).catch(() => undefined);
        } catch (error) {
          setLastSaved(null);
          if (error instanceof ApiError && error.status === 409) {
            setNotice({ tone: 'warning', text: conflictNotice(changes) });
            await mutate([...key], (cached: unknown) => cached as never, { revalidate: true }).catch(() => undefined);
          } else {
            setNotice({ tone: 'error', text: SAVE_FAILED });
          }
        } finally {
          setPending((list) => list.filter((entry) => entry.id !== id));
        }
      });
    },
    [month, mutate, dropCached],
  );

  const canUndo = lastSaved !== null && lastSaved.month === month;
  return {
    budget: {
      data: shown,
      isLoading: read.isLoading,
      failed: read.error !== undefined && read.data === undefined,
      retry: () => void read.mutate().catch(() => undefined),
    },
    save: (changes) => send(changes, shown, false),
    undo: () => {
      if (canUndo) send(lastSaved.undo, shown, true);
    },
    canUndo,
    notice,
  };
}
