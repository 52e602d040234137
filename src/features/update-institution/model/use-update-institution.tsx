import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import type { PlaidLinkOnExit, PlaidLinkOnSuccess } from 'react-plaid-link';
import {
  createUpdateLinkToken,
  fetchAccountNames,
  linkTokenFailureMessage,
  loadPlaidLinkScript,
  PlaidLinkWidget,
  refreshInstitutionAccounts,
  useRefreshBankData,
  widgetErrorMessage,
  type PlaidLinkControls,
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

interface Prepared {
  token: string;
  accountNames: AccountName[];
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
  const [prepared, setPrepared] = useState<Prepared | null>(null);
  const [controls, setControls] = useState<PlaidLinkControls | null>(null);
  const refresh = useRefreshBankData();
  const session = useRef(0);
  useEffect(
    () => () => {
      session.current += 1;
    },
    [],
  );

  const close = useCallback(() => {
    session.current += 1;
    setStage('idle');
    setInstitution(null);
    setPrepared(null);
  }, []);

  /** Gets the second dialog ready; on failure back to the choice, or closed when there was none. */
  const prepare = useCallback(
    (chosen: ActiveItem, skippedChoice: boolean) => {
      const current = ++session.current;
      setInstitution(chosen);
      setPrepared(null);
      setStage('accounts');
      Promise.all([
        createUpdateLinkToken(chosen.external_id).catch((error: unknown) => {
          throw new LinkTokenFailure(error);
        }),
        fetchAccountNames(chosen.external_id),
        loadPlaidLinkScript(),
      ]).then(
        ([token, accountNames]) => {
          if (session.current === current) setPrepared({ token, accountNames });
        },
        (error: unknown) => {
          if (session.current !== current) return;
          notify.error(error instanceof LinkTokenFailure ? linkTokenFailureMessage(error.cause) : UPDATE_FAILED);
          if (skippedChoice) close();
          else {
            setInstitution(null);
            setStage('choosing');
          }
        },
      );
    },
    [close],
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
        session.current += 1;
        setInstitution(null);
        setPrepared(null);
        setStage('choosing');
      }
    },
    [prepare],
  );

  const cancel = useCallback(() => {
    if (stage !== 'updating') close();
  }, [close, stage]);

  const ready = stage === 'accounts' && prepared !== null && controls !== null;
  const update = useCallback(() => {
    if (ready) setStage('widget');
  }, [ready]);

  // Open the widget once the second dialog's focus trap has let go (one task later).
  useEffect(() => {
    if (stage !== 'widget' || !controls) return;
    const timer = setTimeout(() => controls.open(), 0);
    return () => clearTimeout(timer);
  }, [stage, controls]);

  const onSuccess = useCallback<PlaidLinkOnSuccess>(() => {
    if (!institution) return;
    const current = session.current;
    const before = prepared?.accountNames ?? [];
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
        if (session.current === current) close();
      });
  }, [close, institution, prepared, refresh]);

  const onExit = useCallback<PlaidLinkOnExit>(
    (error) => {
      if (error) {
        notify.error(widgetErrorMessage(error));
        close();
      } else {
        // Left without updating: back to the connected accounts, same token.
        setStage((current) => (current === 'widget' ? 'accounts' : current));
      }
    },
    [close],
  );

  const widget = prepared ? (
    <PlaidLinkWidget key={prepared.token} token={prepared.token} onSuccess={onSuccess} onExit={onExit} onReadyChange={setControls} />
  ) : null;

  return {
    stage,
    institution,
    accountNames: prepared?.accountNames ?? null,
    ready,
    busy: stage === 'widget' || stage === 'updating',
    start,
    choose,
    cancel,
    update,
    widget,
  };
}
