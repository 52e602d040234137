import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { precompress } from './precompress.ts';
import { prerender } from './prerender.ts';
import { buildServiceWorker } from './service-worker.ts';

/**
 * After the SPA's build: its public pages rendered to HTML (scripts/build/prerender.ts), the service
 * worker that keeps the build for offline use (scripts/build/service-worker.ts), then a Brotli and
 * a gzip twin beside every text file, for the server to send as they are.
 */
export function firstLoad(): Plugin {
  let config: ResolvedConfig;
  let builtTheApp = false;
  return {
    name: 'ledgerline:first-load',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, bundle) {
      // Only the SPA's own client build (not its SSR build for prerendering, nor Storybook's).
      builtTheApp = !config.build.ssr && Object.values(bundle).some((output) => output.type === 'chunk' && output.isEntry && output.facadeModuleId === path.resolve(config.root, 'index.html'));
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        if (!builtTheApp) return;
        const outDir = path.resolve(config.root, config.build.outDir);
        const pages = await prerender({ outDir, configFile: config.configFile, mode: config.mode });
        const worker = await buildServiceWorker(outDir);
        const { files } = precompress(outDir);
        config.logger.info(`prerendered ${pages.join(', ')}; service worker keeps ${worker.files} files; compressed ${files} files (Brotli and gzip)`);
      },
    },
  };
}
