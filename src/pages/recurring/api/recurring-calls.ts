import { api, toLoadable, useRevalidatePaths, useApiQuery, type RecurringStream, type RecurringStreamInput, type RecurringStreamUpdate } from '@/shared/api';

/** Every recurring stream with the monthly totals per kind. */
export function useRecurringStreams() {
  return toLoadable(useApiQuery('/db_api/recurring'));
}

/** `POST /api/recurring`: adds a stream by hand. */
export async function createRecurringStream(body: RecurringStreamInput): Promise<RecurringStream> {
  const { data } = await api.POST('/api/recurring', { body });
  return data!;
}

/** `PATCH /api/recurring/{stream_id}`: not recurring, kind, expected amount. */
export async function updateRecurringStream(streamId: string, body: RecurringStreamUpdate): Promise<RecurringStream> {
  const { data } = await api.PATCH('/api/recurring/{stream_id}', { params: { path: { stream_id: streamId } }, body });
  return data!;
}

/** `DELETE /api/recurring/{stream_id}`: a stream added by hand. */
export async function deleteRecurringStream(streamId: string): Promise<void> {
  await api.DELETE('/api/recurring/{stream_id}', { params: { path: { stream_id: streamId } } });
}

/** What reads the recurring list, asked again after a change: this page, the dashboard's bills, the budgets. */
const READERS = ['/db_api/recurring', '/db_api/dashboard/upcoming_bills', '/db_api/budgets', '/db_api/budgets/tracker', '/db_api/forecast'] as const;

export const useRefreshRecurring = (): (() => Promise<void>) => useRevalidatePaths(READERS);
