import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { ROUTES } from '@/shared/config';
import { App } from './App';

export interface PrerenderedPage {
  /** The route, as the server answers it. */
  path: string;
  /** The file under dist/prerendered/ (the server maps it back to `path`). */
  file: string;
  /** The page's lazily loaded module, whose chunk the HTML preloads so that hydration need not wait for it. */
  module: string;
}

/** The public pages, rendered to HTML at build time (scripts/build/prerender.ts). */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: ROUTES.home, file: 'index.html', module: 'src/pages/home/index.ts' },
  { path: ROUTES.support, file: 'support.html', module: 'src/pages/support/index.ts' },
  { path: ROUTES.termsOfService, file: 'terms-of-service.html', module: 'src/pages/terms-of-service/index.ts' },
  { path: ROUTES.privacyPolicy, file: 'privacy-policy.html', module: 'src/pages/privacy-policy/index.ts' },
  { path: ROUTES.notFound, file: '404.html', module: 'src/pages/not-found/index.ts' },
];

/**
 * The app's markup at `path` as a first visit sees it (nobody known to be signed in yet), once
 * every lazy page has loaded: what `hydrateRoot` in main.tsx then takes over.
 */
export async function renderPage(path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Router ssrPath={path}>
        <App />
      </Router>
    </StrictMode>,
    // Every boundary inline, in place: React would otherwise outline big ones behind an inline
    // script that swaps them in, and the CSP allows no inline script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
