import { http, HttpResponse, isCommonAssetRequest } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { createPreviewAnnotations } from 'msw-storybook-addon/preview';

/** Storybook's and Vite's own files, which the worker sees but no story mocks. */
const STORYBOOK_REQUEST = /\.eot$|\.mdx$|sb-common-assets|__webpack_hmr|iframe\.html|sb-vite|@vite|@react-refresh|\/virtual:|\.stories\.|\/node_modules\/|\/@fs\/|\/@id\//;

/** A request the worker answers itself, after every request a story made before it. */
const SETTLED = '/__stories/settled';

/** Requests this story made that no handler answered (each has failed, as the network was never asked). */
const unhandled: string[] = [];

async function startWorker(): Promise<SetupWorker> {
  // Handlers given here survive the reset between stories.
  const worker = setupWorker(http.get(SETTLED, () => new HttpResponse(null, { status: 204 })));
  await worker.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      if (isCommonAssetRequest(request) || STORYBOOK_REQUEST.test(request.url)) return;
      unhandled.push(`${request.method} ${new URL(request.url).pathname}`);
      // Logs the request and fails it: a story never reaches the network.
      print.error();
    },
  });
  return worker;
}

const addon = createPreviewAnnotations(startWorker);

/**
 * Mock Service Worker for every story, which fails any request no handler of the story answers:
 * the request errors in the page, and the story fails once it has run.
 */
export const mswAnnotations = {
  beforeEach: [
    () => {
      unhandled.length = 0;
    },
    ...[addon.beforeEach ?? []].flat(),
  ],
  async afterEach() {
    // The worker answers requests in order: once this one is back, every earlier one was seen.
    await fetch(SETTLED);
    if (unhandled.length > 0) {
      throw new Error(`The story made requests no MSW handler answers (add handlers for them): ${[...new Set(unhandled)].join(', ')}`);
    }
  },
};
