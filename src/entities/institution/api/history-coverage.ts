import { useApiQuery } from '@/shared/api';

/** `GET /db_api/history_coverage`: how far the user's bank history goes while it arrives in stages. */
export function useHistoryCoverage() {
  return useApiQuery('/db_api/history_coverage').data;
}
