import { useCallback, useState, type ReactElement } from 'react';
import type { PlaidLinkOnSuccess } from 'react-plaid-link';
import {
  createUpdateLinkToken,
  fetchAccountNames,
  linkTokenFailureMessage,
  loadPlaidLinkScript,
  refreshInstitutionAccounts,
  usePlaidLinkSession,
  useRefreshBankData,
} from '@/entities/institution';
import { accessToken, type AccountName, type ActiveItem } from '@/shared/api';
import { UPDATE_FAILED } from '@/shared/config';
import { notify } from '@/shared/ui';
import { accountChangesBetween, mergeAccountChanges } from './account-changes';
import { reloadAfterUpdate } from './page-reload';
import { planAfterUpdate } from './plan-after-update';

/**
 * Where an update is (spec section 4, Update):
 * - `idle`: nothing under way;
 * - `choosing`: the first dialog, the radio list of institutions;
 * - `accounts`: the second dialog, "Connected accounts from {institution}", getting the update
 *   token, the account names and the widget ready;
 * - `widget`: the widget is open in update mode;
 * - `updating`: the widget succeeded; the accounts are being refreshed.
 */
export type UpdateStage = 'idle' | 'choosing' | 'accounts' | 'widget' | 'updating';

export interface UpdateInstitutionSession {
  stage: UpdateStage;
  /** The institution being updated, once chosen. */
  institution: ActiveItem | null;
  /** Its connected accounts, once loaded. */
  accountNames: AccountName[] | null;
  /** The widget can open ("Update Accounts" is enabled). */
  ready: boolean;
  /** The widget is open or the accounts are being refreshed ("Updating..."). */
  busy: boolean;
  /** Opens the first dialog, or, with an institution, goes straight to the second. */
  start: (institution?: ActiveItem) => void;
  /** "Continue" with the chosen institution. */
  choose: (institution: ActiveItem) => void;
  /** Closes whatever is open, unless the accounts are being refreshed. */
  cancel: () => void;
  /** "Update Accounts": opens the widget, once ready. */
  update: () => void;
  widget: ReactElement | null;
}

class LinkTokenFailure extends Error {
  constructor(override readonly cause: unknown) {
    super('No update link token');
  }
}

/** Spec section 4, Update: choose; update token and account names; the widget; refresh and announce. */
export function useUpdateInstitution(): UpdateInstitutionSession {
  const [stage, setStage] = useState<UpdateStage>('idle');
  const [institution, setInstitution] = useState<ActiveItem | null>(null);
  const [accountNames, setAccountNames] = useState<AccountName[] | null>(null);
  const { ready: widgetReady, start: startSession, setToken, current, end, renderWidget } = usePlaidLinkSession({ open: stage === 'widget' });
  const refresh = useRefreshBankData();

  const close = useCallback(() => {
    end();
    setStage('idle');
    setInstitution(null);
    setAccountNames(null);
  }, [end]);

  /** Gets the second dialog ready; on failure back to the choice, or closed when there was none. */
  const prepare = useCallback(
    (chosen: ActiveItem, skippedChoice: boolean) => {
      const stillCurrent = startSession();
      if (!stillCurrent) return;
      setInstitution(chosen);
      setAccountNames(null);
      setStage('accounts');
      Promise.all([
        createUpdateLinkToken(chosen.external_id).catch((error: unknown) => {
          throw new LinkTokenFailure(error);
        }),
        fetchAccountNames(chosen.external_id),
        loadPlaidLinkScript(),
      ]).then(
        ([token, names]) => {
          if (!stillCurrent()) return;
          setToken(token);
          setAccountNames(names);
        },
        (error: unknown) => {
          if (!stillCurrent()) return;
          notify.error(error instanceof LinkTokenFailure ? linkTokenFailureMessage(error.cause) : UPDATE_FAILED);
          if (skippedChoice) close();
          else {
            setInstitution(null);
            setStage('choosing');
          }
        },
      );
    },
    [close, setToken, startSession],
  );
  const choose = useCallback((chosen: ActiveItem) => prepare(chosen, false), [prepare]);

  const start = useCallback(
    (preselected?: ActiveItem) => {
      if (!accessToken.peek()) {
        notify.error(UPDATE_FAILED);
        return;
      }
      if (preselected) prepare(preselected, true);
      else {
        end();
        setInstitution(null);
        setAccountNames(null);
        setStage('choosing');
      }
    },
    [end, prepare],
  );

  const cancel = useCallback(() => {
    if (stage !== 'updating') close();
  }, [close, stage]);

  const ready = stage === 'accounts' && widgetReady;
  const update = useCallback(() => {
    if (ready) setStage('widget');
  }, [ready]);

  const onSuccess = useCallback<PlaidLinkOnSuccess>(() => {
    if (!institution) return;
    const stillCurrent = current();
    const before = accountNames ?? [];
    setStage('updating');
    refreshInstitutionAccounts(institution.external_id)
      .then(async (refreshed) => {
        const after = await fetchAccountNames(institution.external_id).catch(() => null);
        const changes = after ? mergeAccountChanges(refreshed, accountChangesBetween(before, after)) : refreshed;
        const plan = planAfterUpdate(changes);
        for (const { type, text } of plan.announcements) notify[type](text);
        void refresh.reload();
        for (const delay of plan.refreshAfterMs) setTimeout(() => void refresh.revalidate(), delay);
        if (plan.reloadAfterMs !== null) setTimeout(reloadAfterUpdate, plan.reloadAfterMs);
      })
      .catch(() => notify.error(UPDATE_FAILED))
      .finally(() => {
        if (stillCurrent()) close();
      });
  }, [accountNames, close, current, institution, refresh]);

  return {
    stage,
    institution,
    accountNames,
    ready,
    busy: stage === 'widget' || stage === 'updating',
    start,
    choose,
    cancel,
    update,
    widget: renderWidget({
      onSuccess,
      onFailed: close,
      // Left without updating: back to the connected accounts, same token.
      onLeft: () => setStage((now) => (now === 'widget' ? 'accounts' : now)),
    }),
  };
}
