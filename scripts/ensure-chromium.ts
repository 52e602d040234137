import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium.ts';
import { BIN, run } from './processes.ts';

/**
 * Finds a Chromium for the browser tests: Playwright's own, else the system's. When there is
 * none, installs Debian's package where this machine allows it, else Playwright's build.
 */
export async function ensureChromium(): Promise<string> {
  const found = chromiumPath();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (existsSync('/etc/debian_version') && isRoot) {
    console.log('No Chromium found: installing Debian\'s chromium package…');
    if ((await run('apt-get', ['update', '-qq'])) === 0) await run('apt-get', ['install', '-y', '-qq', 'chromium']);
  }
  if (!chromiumPath()) {
    console.log('Trying Playwright\'s own Chromium…');
    await run(BIN('playwright'), ['install', 'chromium']);
  }
  const installed = chromiumPath();
  if (installed) return installed;
  const command = existsSync('/etc/debian_version') ? 'sudo apt-get install -y chromium' : 'npx playwright install --with-deps chromium';
  throw new Error(`No Chromium for the browser tests, and it could not be installed here. Run: ${command}`);
}
