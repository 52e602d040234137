/**
 * Opens every story of a built Storybook on its own, in a fresh page, as a designer opening its URL
 * would (`iframe.html?id=<id>&viewMode=story`), and fails when a story's play function, loaders or
 * hooks throw, when it renders an error, or when an error escapes to the page. The Vitest storybook
 * project runs a file's stories one after another in one page, where a story can lean on state an
 * earlier one left behind (signals, module caches); here nothing runs before a story.
 *
 *   tsx scripts/stories-alone.ts [storybook-static] [--only <substring of a story id>] [--report <file.json>]
 */
import { createReadStream, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';

const args = process.argv.slice(2);
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? args.splice(onlyAt, 2)[1] : undefined;
const reportAt = args.indexOf('--report');
/** Where to write `{ passed, failed: [story ids] }` as JSON for `npm test`'s summary. */
const report = reportAt >= 0 ? args.splice(reportAt, 2)[1] : undefined;
const dir = resolve(args[0] ?? 'storybook-static');
/** Pages open at once: the machine has 2 cores. */
const PARALLEL = Number(process.env.STORIES_ALONE_PARALLEL ?? 2);
/** An upper bound only: a story normally finishes in well under a second. */
const STORY_TIMEOUT_MS = 30_000;

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain',
  '.webmanifest': 'application/manifest+json',
};

function serve(root: string): Promise<Server> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname));
    const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    // Cached, so each fresh page reuses the compiled bundle rather than parsing it again.
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'max-age=3600' });
    createReadStream(file).pipe(res);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

interface Outcome {
  id: string;
  problems: string[];
}

/**
 * Storybook's channel, watched from before the preview creates it: the story's end and its errors.
 * A string, not a function: tsx's transform would add helpers the page does not have.
 */
const WATCH_STORY = `(() => {
  localStorage.clear();
  const errors = [];
  const message = (e) => (e && (e.stack || e.message)) || String(e);
  let channel;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(next) {
      channel = next;
      next.on('playFunctionThrewException', (e) => errors.push('play: ' + message(e)));
      next.on('storyThrewException', (e) => errors.push('render: ' + message(e)));
      next.on('storyErrored', (e) => errors.push('error: ' + e.title + ' ' + e.description));
      next.on('storyMissing', () => errors.push('no such story'));
      next.on('unhandledErrorsWhilePlaying', (list) => errors.push(...list.map((e) => 'while playing: ' + message(e))));
      next.on('storyFinished', (payload) => { window.__storyEnd = { status: payload.status, errors }; });
    },
  });
})();`;

type Size = { width: number; height: number };

/**
 * The viewport each story asks for (its `viewport` global, e.g. a phone), which the Storybook UI
 * and the Vitest runner apply by sizing the frame: read once from the preview's story store.
 */
async function storyViewports(context: BrowserContext, base: string, ids: string[]): Promise<Record<string, Size>> {
  const page = await context.newPage();
  try {
    await page.goto(`${base}/iframe.html`);
    await page.waitForFunction('window.__STORYBOOK_PREVIEW__ && window.__STORYBOOK_PREVIEW__.storyStoreValue');
    return (await page.evaluate(`(async (ids) => {
      const store = window.__STORYBOOK_PREVIEW__.storyStoreValue;
      const sizes = {};
      for (const storyId of ids) {
        const story = await store.loadStory({ storyId });
        const value = story.storyGlobals?.viewport?.value;
        const styles = value && story.parameters?.viewport?.options?.[value]?.styles;
        if (styles) sizes[storyId] = { width: parseInt(styles.width, 10), height: parseInt(styles.height, 10) };
      }
      return sizes;
    })(${JSON.stringify(ids)})`)) as Record<string, Size>;
  } finally {
    await page.close();
  }
}

async function openAlone(context: BrowserContext, base: string, id: string, size: Size | undefined): Promise<Outcome> {
  const page = await context.newPage();
  if (size) await page.setViewportSize(size);
  page.setDefaultTimeout(STORY_TIMEOUT_MS);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && msg.text().includes('[MSW]')) problems.push(`request: ${msg.text().split('\n').slice(0, 4).join(' ')}`);
  });
  try {
    await page.addInitScript(WATCH_STORY);
    await page.goto(`${base}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
    const end = await page.waitForFunction(() => (window as unknown as { __storyEnd?: unknown }).__storyEnd);
    const { status, errors } = (await end.jsonValue()) as { status: string; errors: string[] };
    problems.push(...errors);
    if (status !== 'success' && errors.length === 0) problems.push(`the story finished with status "${status}"`);
  } catch (error) {
    problems.push((error as Error).message.split('\n')[0] ?? String(error));
  } finally {
    await page.close();
  }
  return { id, problems };
}

if (!existsSync(join(dir, 'index.json'))) {
  console.error(`No built Storybook at ${dir}: run \`npx storybook build --quiet -o ${args[0] ?? 'storybook-static'}\` first.`);
  process.exit(1);
}
const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')) as { entries: Record<string, { id: string; type: string }> };
const ids = Object.values(index.entries)
  .filter((entry) => entry.type === 'story' && (!only || entry.id.includes(only)))
  .map((entry) => entry.id);

const started = Date.now();
const server = await serve(dir);
const base = `http://localhost:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
// One context per lane, so its HTTP cache and the registered MSW worker serve every page of that
// lane; each story still gets a page of its own (a fresh JS realm and sessionStorage) and an empty
// localStorage. Lanes never share a context: localStorage belongs to the context, so a story starting
// in one lane (which clears it) would wipe what a story running beside it had just stored (a
// signed-in mark, say).
// "StorybookTestRunner" in the user agent tells Storybook, as its own test runner does, to pause
// animations at their end rather than wait for them (a spinner never ends).
const newLaneContext = () =>
  browser.newContext({ viewport: { width: 1280, height: 900 }, userAgent: `Mozilla/5.0 Chrome/${browser.version()} StorybookTestRunner` });
const lanes = await Promise.all(Array.from({ length: PARALLEL }, newLaneContext));
const viewports = await storyViewports(lanes[0]!, base, ids);
const failures: Outcome[] = [];
let next = 0;
await Promise.all(
  lanes.map(async (context) => {
    for (let id = ids[next++]; id !== undefined; id = ids[next++]) {
      const outcome = await openAlone(context, base, id, viewports[id]);
      if (outcome.problems.length > 0) {
        failures.push(outcome);
        console.error(`✗ ${outcome.id}\n${outcome.problems.map((p) => `    ${p.split('\n').slice(0, 6).join('\n    ')}`).join('\n')}`);
      }
    }
  }),
);
await browser.close();
server.close();

const seconds = Math.round((Date.now() - started) / 1000);
if (report) writeFileSync(report, JSON.stringify({ passed: ids.length - failures.length, failed: failures.map((f) => f.id) }));
console.log(`${ids.length - failures.length} of ${ids.length} stories pass opened alone, each in a fresh page (${seconds} s).`);
process.exit(failures.length > 0 ? 1 : 0);
