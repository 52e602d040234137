import { useCallback, useState } from 'react';
import { removeInstitution, useRefreshBankData } from '@/entities/institution';
import { rememberHasItem } from '@/entities/session';
import type { ActiveItem } from '@/shared/api';
import { notify } from '@/shared/ui';
import { removed, removeFailed } from '../config/linked-institutions-copy';

/** Removes an institution (unlinked at Plaid, its data deleted), then refreshes what shows bank data. */
export function useRemoveInstitution() {
  const [removing, setRemoving] = useState(false);
  const refresh = useRefreshBankData();
  const remove = useCallback(
    async (institution: ActiveItem, { isLast }: { isLast: boolean }): Promise<boolean> => {
      setRemoving(true);
      try {
        await removeInstitution(institution);
        notify.success(removed(institution.name));
        if (isLast) rememberHasItem(false);
        void refresh.reload();
        return true;
      } catch {
        notify.error(removeFailed(institution.name));
        return false;
      } finally {
        setRemoving(false);
      }
    },
    [refresh],
  );
  return { remove, removing };
}
