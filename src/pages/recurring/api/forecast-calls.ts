import { toLoadable, useApiQuery, type CashForecast } from '@/shared/api';

export type ForecastDays = CashForecast['days'];

/** `GET /db_api/forecast`: the next `days` days, and the days under `threshold` (dollars) when one is given. */
export function useCashForecast(days: ForecastDays, threshold: number | undefined) {
  return toLoadable(useApiQuery('/db_api/forecast', { params: { query: { days, ...(threshold !== undefined && { threshold }) } } }));
}
