import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { serverBundleFor } from '../../scripts/server-build.ts';
import { freePort } from '../emulators/plaid/test-support.ts';

/** True when nothing listens on the port any more (binding all interfaces succeeds). */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

const scratch = mkdtempSync(path.join(tmpdir(), 'ledgerline-clean-stop-'));
const cleanups: (() => void)[] = [];
afterAll(() => {
  for (const cleanup of cleanups) cleanup();
  rmSync(scratch, { recursive: true, force: true });
});

describe('npm start', () => {
  it('stops on SIGTERM: the server, the emulators and every child exit and free their ports', async () => {
    const [port, emulatorPort] = [await freePort(), await freePort()];
    // A built SPA newer than its sources, so that start does not build one.
    const spa = mkdtempSync(path.join(scratch, 'dist-'));
    writeFileSync(path.join(spa, 'index.html'), '<!doctype html><title>Ledgerline</title>');
    // The server's bundle for this build (`scripts/server-build.ts`) is the project's to keep only while the test runs.
    cleanups.push(() => rmSync(serverBundleFor(spa), { force: true }));
    const database = inject('testDatabaseUrl');
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      EMULATOR_PORT: String(emulatorPort),
      DATA_DIR: mkdtempSync(path.join(scratch, 'data-')),
      DIST_DIR: spa,
      LOG_LEVEL: 'warn',
      DATABASE_URL: database === 'pglite' ? '' : database,
    };
    let output = '';
    // Its own process group, so that whatever this test leaves behind can be ended as a whole.
    const npm = spawn('npm', ['start'], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    cleanups.push(() => {
      try {
        process.kill(-npm.pid!, 'SIGKILL');
      } catch {
        // Already gone: what the test wants.
      }
    });
    npm.stdout.on('data', (chunk) => (output += chunk));
    npm.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | string | null>((resolve) => npm.once('exit', (code, signal) => resolve(code ?? signal)));

    await vi.waitFor(() => expect(output).toContain('Ledgerline is running'), { timeout: 180_000, interval: 250 });
    expect(output).not.toContain('Building the web app');
    expect(await portIsFree(port)).toBe(false);
    expect(await portIsFree(emulatorPort)).toBe(false);

    npm.kill('SIGTERM');
    await vi.waitFor(
      async () => {
        expect(await portIsFree(port)).toBe(true);
        expect(await portIsFree(emulatorPort)).toBe(true);
      },
      { timeout: 15_000, interval: 200 },
    );
    expect(await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve('still running'), 15_000))])).not.toBe('still running');
    // No process of the group is left (kill with signal 0 only checks).
    await vi.waitFor(() => expect(() => process.kill(-npm.pid!, 0)).toThrow(), { timeout: 15_000, interval: 200 });
  }, 240_000);
});
