import { existsSync } from 'node:fs';
import { chromiumPath, HEADLESS_SHELL, SYSTEM_CHROMIUM } from './chromium.ts';
import { BIN, run } from './processes.ts';

/**
 * Finds a Chromium for the browser tests: Playwright's own, else the system's headless shell, else
 * its full browser. On Debian as root, installs the headless shell (package
 * `chromium-headless-shell`) when only the full browser or nothing is there (the tests run about
 * three times faster on it), else Playwright's build when nothing could be installed.
 */
export async function ensureChromium(): Promise<string> {
  const found = chromiumPath();
  const debianRoot = existsSync('/etc/debian_version') && process.getuid?.() === 0;
  const onlyFullBrowser = found === undefined || (SYSTEM_CHROMIUM.includes(found) && !process.env.CHROMIUM_PATH);
  if (found && !(debianRoot && onlyFullBrowser && !existsSync(HEADLESS_SHELL))) return found;
  if (debianRoot) {
    console.log(`${found ? 'Only the full browser found' : 'No Chromium found'}: installing Debian's chromium-headless-shell package…`);
    if ((await run('apt-get', ['update', '-qq'])) === 0) await run('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell', ...(found ? [] : ['chromium'])]);
  }
  if (!chromiumPath()) {
    console.log('Trying Playwright\'s own Chromium…');
    await run(BIN('playwright'), ['install', 'chromium']);
  }
  const installed = chromiumPath();
  if (installed) return installed;
  const command = existsSync('/etc/debian_version') ? 'sudo apt-get install -y chromium chromium-headless-shell' : 'npx playwright install --with-deps chromium';
  throw new Error(`No Chromium for the browser tests, and it could not be installed here. Run: ${command}`);
}
