/**
 * `npm test`: every check the project has, in order, ending with one summary line.
 * Stages keep running after a failure so one run shows everything that is wrong.
 */
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import pg from 'pg';
import { ensureChromium } from './ensure-chromium.ts';
import { HOME_INITIAL_JS_LIMIT_BYTES, initialJs } from '../bench/bundle.ts';
import { fleetServicesUp } from '../tests/fleet/fleet-stack.ts';
import { BIN, NODE_TS, run } from './processes.ts';
import { buildSpaIfStale } from './spa-build.ts';

const REPORTS = '.reports';
const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Stage {
  name: string;
  result: 'passed' | 'failed' | 'skipped';
  seconds: number;
  note?: string;
}
const stages: Stage[] = [];

async function stage(name: string, body: () => Promise<number | string>, options: { quiet?: boolean } = {}): Promise<boolean> {
  if (!options.quiet) console.log(`\n▶ ${name}`);
  const started = Date.now();
  let code: number | string;
  try {
    code = await body();
  } catch (error) {
    console.error((error as Error).message);
    code = 1;
  }
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  const result = code === 0 ? 'passed' : typeof code === 'string' ? 'skipped' : 'failed';
  stages.push({ name, result, seconds, ...(typeof code === 'string' ? { note: code } : {}) });
  return result !== 'failed';
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

await stage('contract types are fresh (npm run gen:api)', async () => {
  const fresh = `${REPORTS}/schema.d.ts`;
  const code = await run(BIN('openapi-typescript'), ['openapi.yaml', '-o', fresh, '--silent']);
  if (code !== 0) return code;
  if (readFileSync(fresh, 'utf8') !== readFileSync('contract/schema.d.ts', 'utf8')) {
    console.error('contract/schema.d.ts is stale: run `npm run gen:api` and commit it.');
    return 1;
  }
  return 0;
});
await stage('contract lint (redocly)', () => run(BIN('redocly'), ['lint', 'openapi.yaml', '--format=summary']));
await stage('typecheck', () => run(BIN('tsc'), ['-b']));
await stage('lint (eslint)', () => run(BIN('eslint'), ['.', '--max-warnings=0']));
await stage('lint (steiger, feature-sliced design)', () => run(BIN('steiger'), ['./src']));

const browserReady = await stage('find Chromium', async () => {
  console.log(`Chromium: ${await ensureChromium()}`);
  return 0;
});

const withPostgres = await postgresReachable();
if (!withPostgres) console.log(`\nPostgres is not reachable at ${POSTGRES_URL}: server tests run on PGlite only.`);
const withFleet = withPostgres && (await fleetServicesUp());
if (withPostgres && !withFleet) console.log('\nRedis is not reachable: the fleet test (three processes on one Postgres and one Redis) does not run.');

/** A command whose output goes to a log file, shown once the lanes are done (two lanes never interleave). */
async function logged(log: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const out = openSync(log, 'a');
  const code = await run(command, args, { stdio: ['ignore', out, out], env: { ...env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' } });
  closeSync(out);
  return code;
}
const vitestArgs = (projects: string[], report: string) => ['run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];

// Two lanes side by side on a 2-core machine (Vitest runs one node worker at a time in each, and the
// server projects run their files one by one anyway): the PGlite server tests and unit tests in one;
// the Postgres server tests, the fleet test and then the stories in the other. Every story is checked once, opened
// alone in a fresh page of the Storybook build (scripts/stories-alone.ts): its play function, with its
// axe checks, and its render, with nothing left behind by a story before it; that is what the Vitest
// storybook project checks too (`npm run test:stories` runs it by hand), in one page per file.
const vitestReports = [`${REPORTS}/vitest-1.json`, ...(withPostgres ? [`${REPORTS}/vitest-2.json`] : []), ...(withFleet ? [`${REPORTS}/vitest-fleet.json`] : [])];
const STORIES_ALONE = 'every story opened alone (scripts/stories-alone.ts)';
const laneLog = `${REPORTS}/lane-2.log`;
const E2E = 'end-to-end (playwright)';
await Promise.all([
  stage('vitest (server on PGlite + unit)', () => run(BIN('vitest'), vitestArgs(['server', 'unit'], vitestReports[0]!))),
  (async () => {
    if (withPostgres) await stage('vitest (server on Postgres)', () => logged(laneLog, BIN('vitest'), vitestArgs(['server-postgres'], vitestReports[1]!)), { quiet: true });
    if (withFleet) await stage('vitest (a fleet of three processes on Postgres and Redis)', () => logged(laneLog, BIN('vitest'), vitestArgs(['fleet'], vitestReports[2]!)), { quiet: true });
    const built = await stage('storybook build', () => logged(laneLog, BIN('storybook'), ['build', '--quiet', '-o', 'storybook-static']), { quiet: true });
    if (browserReady && built) {
      const [node, script] = NODE_TS('scripts/stories-alone.ts');
      await stage(STORIES_ALONE, () => logged(laneLog, node, [...script, 'storybook-static', '--report', `${REPORTS}/stories-alone.json`]), { quiet: true });
    } else {
      stages.push({ name: STORIES_ALONE, result: 'failed', seconds: 0, note: browserReady ? 'no Storybook build' : 'no Chromium' });
    }
  })(),
]);
if (existsSync(laneLog)) process.stdout.write(`\n── Postgres server tests and stories (run beside the above) ──\n${readFileSync(laneLog, 'utf8')}`);

// The end-to-end run comes after both lanes, on a machine otherwise idle: its journeys sign up
// (scrypt), pay and sync in a real browser, and beside the stories they ran out of time.
if (browserReady) {
  await stage(E2E, () => run(BIN('playwright'), ['test', '--reporter=list,json'], { env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORTS}/playwright.json` } }));
} else {
  stages.push({ name: E2E, result: 'failed', seconds: 0, note: 'no Chromium' });
}

// After the e2e run, whose `npm start` has built the SPA already (a stale or missing build is made here).
await stage(`home route's initial JS ≤ ${HOME_INITIAL_JS_LIMIT_BYTES / 1024} kB gzip`, async () => {
  const distDir = process.env.E2E_DIST_DIR ?? 'dist';
  const built = await buildSpaIfStale(distDir);
  if (built !== 0) return built;
  const { files, totalGzipBytes } = initialJs('/', distDir);
  console.log(`/ loads ${(totalGzipBytes / 1024).toFixed(1)} kB of JS (gzip) in ${files.length} files before its page is interactive.`);
  if (totalGzipBytes <= HOME_INITIAL_JS_LIMIT_BYTES) return 0;
  for (const f of [...files].sort((a, b) => b.gzipBytes - a.gzipBytes)) console.error(`  ${f.file.padEnd(56)} ${(f.gzipBytes / 1024).toFixed(1)} kB`);
  console.error(`Over the budget by ${((totalGzipBytes - HOME_INITIAL_JS_LIMIT_BYTES) / 1024).toFixed(1)} kB: load more of it lazily (React.lazy, import()).`);
  return 1;
});

type VitestCounts = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults?: { name: string; message?: string; assertionResults: { fullName: string; status: string }[] }[];
};
type PlaywrightSuite = { title: string; specs?: { title: string; ok: boolean; file: string; line: number }[]; suites?: PlaywrightSuite[] };
const vitestParts = vitestReports.map((file) => readJson<VitestCounts>(file)).filter((part): part is VitestCounts => part !== undefined);
const vitest = vitestParts.length
  ? vitestParts.reduce((sum, part) => ({
      numPassedTests: sum.numPassedTests + part.numPassedTests,
      numFailedTests: sum.numFailedTests + part.numFailedTests,
      numPendingTests: sum.numPendingTests + part.numPendingTests,
      numTodoTests: sum.numTodoTests + part.numTodoTests,
    }))
  : undefined;
const e2e = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number }; suites?: PlaywrightSuite[] }>(`${REPORTS}/playwright.json`);
const stories = readJson<{ passed: number; failed: string[] }>(`${REPORTS}/stories-alone.json`);
const passed = (vitest?.numPassedTests ?? 0) + (stories?.passed ?? 0) + (e2e?.stats.expected ?? 0) + (e2e?.stats.flaky ?? 0);
const failed = (vitest?.numFailedTests ?? 0) + (stories?.failed.length ?? 0) + (e2e?.stats.unexpected ?? 0);
const skipped = (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (e2e?.stats.skipped ?? 0);
const failedStages = stages.filter((s) => s.result === 'failed');

// Named again at the very end, where a log cut to its tail still shows which tests to look at.
const failedTests = [
  ...vitestParts.flatMap((part) =>
    (part.testResults ?? []).flatMap((file) => {
      const failedAssertions = file.assertionResults.filter((a) => a.status === 'failed').map((a) => `${relative('.', file.name)} › ${a.fullName}`);
      return failedAssertions.length === 0 && file.message ? [`${relative('.', file.name)} (${file.message.split('\n')[0]})`] : failedAssertions;
    }),
  ),
  ...(stories?.failed ?? []).map((id) => `story ${id} (opened alone)`),
  ...(function failedSpecs(suites: PlaywrightSuite[] = []): string[] {
    return suites.flatMap((suite) => [...(suite.specs ?? []).filter((spec) => !spec.ok).map((spec) => `${spec.file}:${spec.line} › ${spec.title}`), ...failedSpecs(suite.suites)]);
  })(e2e?.suites),
];
if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((name) => `  ✗ ${name}`).join('\n')}`);

console.log('\nStages:');
for (const s of stages) console.log(`  ${s.result === 'passed' ? '✓' : s.result === 'skipped' ? '-' : '✗'} ${s.name} (${s.seconds}s)${s.note ? ` — ${s.note}` : ''}`);
console.log(`\ntests: ${passed} passed, ${failed + (failed === 0 ? failedStages.length : 0)} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failedStages.length ? 1 : 0);
