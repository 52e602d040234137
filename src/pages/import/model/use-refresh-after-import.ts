import { useCallback } from 'react';
import { useRefreshBankData } from '@/entities/institution';
import { useApiMutate } from '@/shared/api';

/** After an import, an undo or a manual account change: the lists here and every view of bank data are read anew. */
export function useRefreshAfterImport(): () => Promise<void> {
  const mutate = useApiMutate();
  const bankData = useRefreshBankData();
  return useCallback(async () => {
    await Promise.all([mutate(['/db_api/imports']), mutate(['/db_api/manual_accounts']), bankData.reload()]);
  }, [bankData, mutate]);
}
