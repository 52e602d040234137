/** Test fixtures of the dashboard slice: imported only by tests and stories. */
export {
  SAMPLE_PERIOD,
  SAMPLE_RANGE,
  SAMPLE_COMPARED_RANGE,
  SAMPLE_SPEND_STATS,
  SAMPLE_SPEND_STATS_IN_PROGRESS,
  SAMPLE_TODAY_IN_PROGRESS,
  EMPTY_SPEND_STATS,
  SAMPLE_TIME_SERIES,
  SAMPLE_TOP_TRANSACTIONS,
  SAMPLE_UPCOMING_BILLS,
  SAMPLE_TAG_SPENDING,
  sampleLineChart,
} from './testing/fixtures';
export { dashboardHandlers, type DashboardRead } from './testing/handlers';
