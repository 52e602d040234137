import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

export const BIN = (name: string) => `node_modules/.bin/${name}`;

/** Runs a command to completion with inherited output; resolves to its exit code. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

/** Polls a URL until it answers (any HTTP status), or fails after `timeoutMs`. */
export async function waitForUrl(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Long-running children that stop together: when one exits, or on Ctrl-C, the others are ended too. */
export class ProcessGroup {
  readonly #children: ChildProcess[] = [];
  #stopping = false;

  constructor() {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void this.stop(0));
  }

  start(name: string, command: string, args: string[], options: SpawnOptions = {}): ChildProcess {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code) => {
      if (!this.#stopping) {
        console.error(`${name} exited (${code ?? 'signal'}); stopping.`);
        void this.stop(code || 1);
      }
    });
    this.#children.push(child);
    return child;
  }

  async stop(exitCode: number): Promise<never> {
    this.#stopping = true;
    await Promise.all(
      this.#children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
          }),
      ),
    );
    process.exit(exitCode);
  }
}
