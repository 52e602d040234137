import { http, HttpResponse, type HttpHandler } from 'msw';
import type { HistoryCoverage } from '@/shared/api';

/** Stories and tests only: every linked bank's history is in. */
export const HISTORY_COMPLETE: HistoryCoverage = { complete: true, covers_from: null, message: null, items: [] };

/** Stories and tests only: Paisley Financial has sent its last 30 days (from `coversFrom`; null: nothing yet), the rest is on its way. */
export const historyArriving = (coversFrom: string | null): HistoryCoverage => ({
  complete: false,
  covers_from: coversFrom,
  message: 'Your last 30 days are here; older history is on its way',
  items: [{ external_id: 'item-paisley', institution_name: 'Paisley Financial', status: coversFrom === null ? 'not_ready' : 'recent', covers_from: coversFrom }],
});

/** Stories only: `GET /db_api/history_coverage` answering `coverage` (every page showing bank data asks it). */
export const historyCoverageHandler = (coverage: HistoryCoverage = HISTORY_COMPLETE): HttpHandler => http.get('*/db_api/history_coverage', () => HttpResponse.json(coverage));
