/**
 * `npm test`: every check the project has, in order, ending with one summary line.
 * Stages keep running after a failure so one run shows everything that is wrong.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import pg from 'pg';
import { ensureChromium } from './ensure-chromium.ts';
import { HOME_INITIAL_JS_LIMIT_BYTES, initialJs } from '../bench/bundle.ts';
import { fleetServicesUp } from '../tests/fleet/fleet-stack.ts';
import { apiDocsAreStale, buildApiDocs } from './build-api-docs.ts';
import { BIN, NODE_TS, run, runToLog } from './processes.ts';
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

/** A command whose output goes to a log file, printed whole when it ends (jobs side by side never interleave). */
const logged = (log: string, command: string, args: string[]) => runToLog(log, command, args, { env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' } });

interface Job {
  name: string;
  /** Jobs that must have passed first; when one did not, this one is failed with a note instead of run. */
  after?: string[];
  /** Resolves to an exit code, or to a string saying why it was skipped. */
  run: (log: string) => Promise<number | string>;
}

/**
 * Runs the jobs `slots` at a time (the machine has 2 cores), each in the first free slot in list
 * order among those whose `after` jobs are done, so no core waits while work is left: the list puts
 * the longest first. Each job's output goes to its own log, printed when it ends.
 */
async function runJobs(jobs: Job[], slots: number): Promise<void> {
  const unknown = jobs.flatMap((job) => job.after ?? []).filter((name) => !jobs.some((other) => other.name === name));
  if (unknown.length) throw new Error(`jobs wait for jobs not in the list: ${unknown.join(', ')}`);
  const waiting = [...jobs];
  const settled = new Map<string, boolean>();
  const finished = new Set<() => void>();
  const ready = (job: Job) => (job.after ?? []).every((name) => settled.has(name));
  async function slot(): Promise<void> {
    for (;;) {
      const at = waiting.findIndex(ready);
      if (at < 0) {
        if (waiting.length === 0) return;
        await new Promise<void>((wake) => finished.add(wake));
        continue;
      }
      const [job] = waiting.splice(at, 1) as [Job];
      const blockedBy = (job.after ?? []).filter((name) => !settled.get(name));
      const log = `${REPORTS}/${job.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.log`;
      if (blockedBy.length) {
        stages.push({ name: job.name, result: 'failed', seconds: 0, note: `not run: ${blockedBy.join(', ')} did not pass` });
        settled.set(job.name, false);
      } else {
        settled.set(job.name, await stage(job.name, () => job.run(log), { quiet: true }));
        const done = stages.find((s) => s.name === job.name)!;
        console.log(`\n── ${job.name}: ${done.result} in ${done.seconds}s ──`);
        if (existsSync(log)) process.stdout.write(readFileSync(log, 'utf8'));
      }
      for (const wake of finished) wake();
      finished.clear();
    }
  }
  await Promise.all(Array.from({ length: slots }, slot));
}

const browserReady = await stage('find Chromium', async () => {
  console.log(`Chromium: ${await ensureChromium()}`);
  return 0;
});

const withPostgres = await postgresReachable();
if (!withPostgres) console.log(`\nPostgres is not reachable at ${POSTGRES_URL}: server tests run on PGlite only.`);
const withFleet = withPostgres && (await fleetServicesUp());
if (withPostgres && !withFleet) console.log('\nRedis is not reachable: the fleet test (three processes on one Postgres and one Redis) does not run.');

const vitestArgs = (projects: string[], report: string) => ['run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
/**
 * Stories are checked in the Vitest storybook project (one page per file) unless STORIES_ALONE=1
 * asks for each opened alone in a fresh page of the Storybook build (scripts/stories-alone.ts):
 * with the full Chromium 156.0.8078.108 a fresh page cost this machine 0.4 s idle and up to 20 s
 * beside the other stages, so the 550 stories alone took 66 minutes of a 110-minute run (the
 * headless shell, now preferred, takes about a third of that per page).
 */
const storiesAlone = process.env.STORIES_ALONE === '1';
const vitestReports = [
  `${REPORTS}/vitest-1.json`,
  ...(withPostgres ? [`${REPORTS}/vitest-2.json`] : []),
  ...(withFleet ? [`${REPORTS}/vitest-fleet.json`] : []),
  ...(storiesAlone ? [] : [`${REPORTS}/vitest-stories.json`]),
];
const STORYBOOK_BUILD = 'storybook build';
const distDir = process.env.E2E_DIST_DIR ?? 'dist';
const E2E = 'end-to-end (playwright)';

// Every check but the browser journeys, two at a time. Every story is checked once: its play
// function, with its axe checks, and its render, in the Vitest storybook project (one page per
// file), or with STORIES_ALONE=1 opened alone in a fresh page of the Storybook build, with nothing
// left behind by a story before it (`npm run test:stories-alone` runs that by hand).
await runJobs(
  [
    { name: 'typecheck', run: (log) => logged(log, BIN('tsc'), ['-b']) },
    { name: 'lint (eslint)', run: (log) => logged(log, BIN('eslint'), ['.', '--max-warnings=0']) },
    { name: STORYBOOK_BUILD, run: (log) => logged(log, BIN('storybook'), ['build', '--quiet', '-o', 'storybook-static']) },
    { name: 'vitest (server on PGlite + unit)', run: (log) => logged(log, BIN('vitest'), vitestArgs(['server', 'unit'], vitestReports[0]!)) },
    storiesAlone
      ? {
          name: 'every story opened alone (scripts/stories-alone.ts)',
          after: [STORYBOOK_BUILD],
          run: async (log: string) => {
            if (!browserReady) {
              console.error('Stories opened alone need Chromium.');
              return 1;
            }
            const [node, script] = NODE_TS('scripts/stories-alone.ts');
            return logged(log, node, [...script, 'storybook-static', '--report', `${REPORTS}/stories-alone.json`]);
          },
        }
      : {
          name: 'vitest (every story: its render, play function and axe)',
          run: async (log: string) => {
            if (!browserReady) {
              console.error('The stories need Chromium.');
              return 1;
            }
            return logged(log, BIN('vitest'), vitestArgs(['storybook'], vitestReports.at(-1)!));
          },
        },
    ...(withPostgres ? [{ name: 'vitest (server on Postgres)', run: (log: string) => logged(log, BIN('vitest'), vitestArgs(['server-postgres'], vitestReports[1]!)) }] : []),
    ...(withFleet ? [{ name: 'vitest (a fleet of three processes on Postgres and Redis)', run: (log: string) => logged(log, BIN('vitest'), vitestArgs(['fleet'], vitestReports[2]!)) }] : []),
    // Built here rather than by the e2e run's `npm start`, so the journeys start at once.
    {
      name: 'build the web app and the API reference',
      run: async (log) => {
        const built = await buildSpaIfStale(distDir, log);
        const apiDocsDir = `${distDir}-api-docs`;
        if (built === 0 && apiDocsAreStale(apiDocsDir)) await buildApiDocs(apiDocsDir);
        return built;
      },
    },
    { name: 'lint (steiger, feature-sliced design)', run: (log) => logged(log, BIN('steiger'), ['./src']) },
    { name: 'contract lint (redocly)', run: (log) => logged(log, BIN('redocly'), ['lint', 'openapi.yaml', '--format=summary']) },
    {
      name: 'contract types are fresh (npm run gen:api)',
      run: async (log) => {
        const fresh = `${REPORTS}/schema.d.ts`;
        const code = await logged(log, BIN('openapi-typescript'), ['openapi.yaml', '-o', fresh, '--silent']);
        if (code !== 0) return code;
        if (readFileSync(fresh, 'utf8') === readFileSync('contract/schema.d.ts', 'utf8')) return 0;
        console.error('contract/schema.d.ts is stale: run `npm run gen:api` and commit it.');
        return 1;
      },
    },
  ],
  2,
);

// The end-to-end run comes last, on a machine otherwise idle: its journeys sign up (scrypt), pay
// and sync in a real browser, and beside other work they ran out of time.
if (browserReady) {
  await stage(E2E, () => run(BIN('playwright'), ['test', '--reporter=list,json'], { env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORTS}/playwright.json` } }));
} else {
  stages.push({ name: E2E, result: 'failed', seconds: 0, note: 'no Chromium' });
}

await stage(`home route's initial JS ≤ ${HOME_INITIAL_JS_LIMIT_BYTES / 1024} kB gzip`, async () => {
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
const stories = storiesAlone ? readJson<{ passed: number; failed: string[] }>(`${REPORTS}/stories-alone.json`) : undefined;
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
