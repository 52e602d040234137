import { useCallback, useState } from 'react';
import { api, useApiMutate, useApiQuery, type AiClient } from '@/shared/api';
import { notify } from '@/shared/ui';
import { revoked, revokeFailed, UNNAMED } from '../config/ai-clients-copy';

/** The name to show for a client: its own, or a plain stand-in before it gave one. */
export const aiClientName = (client: Pick<AiClient, 'name'>) => client.name ?? UNNAMED;

/** The person's AI clients, and revoking one (then the list is read again). */
export function useAiClients() {
  const { data, error, isLoading } = useApiQuery('/db_api/ai_clients');
  const mutate = useApiMutate();
  const [revoking, setRevoking] = useState<string | null>(null);
  const revoke = useCallback(
    async (client: AiClient) => {
      setRevoking(client.client_id);
      try {
        await api.POST('/api/ai_clients/revoke', { body: { client_id: client.client_id } });
        notify.success(revoked(aiClientName(client)));
        await mutate(['/db_api/ai_clients']);
      } catch {
        notify.error(revokeFailed(aiClientName(client)));
      } finally {
        setRevoking(null);
      }
    },
    [mutate],
  );
  return { clients: data?.clients, error, isLoading, revoke, revoking };
}
