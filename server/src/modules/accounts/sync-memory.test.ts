import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { bankRow, PAGE, ROWS } from '../../../test/long-history.ts';
import type { ProbeResult } from '../../../test/sync-memory-probe.ts';

/** The probe's sync in a process of its own, on this project's database (a fresh in-memory one for PGlite). */
async function probeSync(): Promise<ProbeResult> {
  const url = inject('testDatabaseUrl');
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: url };
  if (url === 'pglite') delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', fileURLToPath(new URL('../../../test/sync-memory-probe.ts', import.meta.url))], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  expect(code, out).toBe(0);
  return JSON.parse(out.trim().split('\n').at(-1)!) as ProbeResult;
}

describe('the first sync of a long history', () => {
  it(`never holds the history whole: ${ROWS} rows synced with the heap growing by under a quarter of what they take at once`, async () => {
    const probe = await probeSync();

    expect(probe.added).toBe(ROWS);
    const expectedCents = Array.from({ length: ROWS }, (_, i) => bankRow(i).amountCents).reduce((a, b) => a + b, 0);
    expect(probe.stored).toEqual({ rows: ROWS, cents: expectedCents });
    expect(probe.pagesAsked).toBe(ROWS / PAGE + 1);
    expect(probe.wholeBytes, 'the history held whole is megabytes').toBeGreaterThan(5 * 1024 * 1024);
    const mb = (bytes: number) => (bytes / 1048576).toFixed(1);
    expect(probe.peakGrowthBytes, `peak growth ${mb(probe.peakGrowthBytes)} MB against ${mb(probe.wholeBytes)} MB held whole`).toBeLessThan(probe.wholeBytes / 4);
  }, 240_000);
});
