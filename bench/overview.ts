/**
 * The budget overview's server time per analysis, the model left out: each analysis type's
 * figures (`COMPUTE_ANALYSIS`: the facts the writer gets and the visualizations the page draws)
 * computed directly against the database the money section leaves behind, for its subscriber of
 * the heavy bank (about 100,000 transactions). It runs in the bench's own process once the
 * server has stopped (PGlite admits one process per data directory), on the same data.
 */
import { openDatabase, type OpenDatabaseOptions } from '../server/src/db/client.ts';
import { todayOf } from '../server/src/lib/calendar.ts';
import { COMPUTE_ANALYSIS } from '../server/src/modules/budget-overview/analyses/index.ts';
import { ANALYSIS_TYPES, type AnalysisType } from '../server/src/modules/budget-overview/computed-analysis.ts';
import { percentile } from './money.ts';

/** Timed runs of each analysis (the issue asks for at least 30), after one untimed run that warms the caches. */
const RUNS = 30;

export interface OverviewTiming {
  type: AnalysisType;
  /** Milliseconds; null when the analysis failed (its message in `error`). */
  p50: number | null;
  p95: number | null;
  error?: string;
}

async function timeAnalysis(run: () => Promise<unknown>): Promise<Omit<OverviewTiming, 'type'>> {
  try {
    await run();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await run();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 50), p95: percentile(times, 95) };
  } catch (error) {
    return { p50: null, p95: null, error: (error as Error).message };
  }
}

/** Each analysis type's p50 and p95 for the subscriber of `email`, today (UTC). */
export async function benchOverview(database: OpenDatabaseOptions, email: string): Promise<OverviewTiming[]> {
  const handle = await openDatabase(database);
  try {
    const { id: userId } = await handle.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const today = todayOf(Date.now);
    const timings: OverviewTiming[] = [];
    for (const type of ANALYSIS_TYPES) timings.push({ type, ...(await timeAnalysis(() => COMPUTE_ANALYSIS[type]({ db: handle.db, userId, today }))) });
    return timings;
  } finally {
    await handle.close();
  }
}

/** The figures as `npm run bench` prints them, under the money section's. */
export function printOverviewFigures(driver: string, timings: OverviewTiming[]): void {
  console.log(`  budget overview, server time per analysis without the model (its figures, ${RUNS} runs each, in the bench's process on the same ${driver} database):`);
  for (const t of timings) {
    const figure = t.p50 === null ? `error: ${t.error}` : `p50 ${`${t.p50.toFixed(1)} ms`.padStart(9)}, p95 ${`${t.p95!.toFixed(1)} ms`.padStart(9)}`;
    console.log(`    ${t.type.padEnd(58)} ${figure}`);
  }
}
