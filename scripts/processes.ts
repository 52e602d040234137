import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';

export const BIN = (name: string) => `node_modules/.bin/${name}`;

/**
 * A TypeScript entry point run by this very Node with tsx as a loader: one process, no wrapper
 * between it and whoever signals it (the `tsx` command is a parent process relaying signals).
 */
export const NODE_TS = (script: string): [string, string[]] => [process.execPath, ['--import', 'tsx', script]];

/** How long a child may take to stop after SIGTERM (the server lets requests and jobs finish for 10 s) before it is killed. */
const STOP_GRACE_MS = 12_000;

/** Runs a command to completion with inherited output; resolves to its exit code. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

/** Runs a command to completion with its output appended to the file `log`; resolves to its exit code. */
export async function runToLog(log: string, command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  const out = openSync(log, 'a');
  try {
    return await run(command, args, { ...options, stdio: ['ignore', out, out] });
  } finally {
    closeSync(out);
  }
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

/**
 * Long-running children that stop together: when one exits, or on SIGTERM or SIGINT (Ctrl-C), the
 * others are ended too. Each child leads its own process group, and stopping signals the whole
 * group, so a child's own children (a watcher's restarted process) stop with it.
 */
export class ProcessGroup {
  readonly #children: ChildProcess[] = [];
  #stopping: Promise<never> | undefined;

  constructor() {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void this.stop(0));
  }

  start(name: string, command: string, args: string[], options: SpawnOptions = {}): ChildProcess {
    const child = spawn(command, args, { stdio: 'inherit', detached: true, ...options });
    child.on('exit', (code) => {
      if (!this.#stopping) {
        console.error(`${name} exited (${code ?? 'signal'}); stopping.`);
        void this.stop(code || 1);
      }
    });
    this.#children.push(child);
    return child;
  }

  stop(exitCode: number): Promise<never> {
    this.#stopping ??= this.#stopAll(exitCode);
    return this.#stopping;
  }

  async #stopAll(exitCode: number): Promise<never> {
    await Promise.all(
      this.#children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            signalGroup(child, 'SIGTERM');
            setTimeout(() => signalGroup(child, 'SIGKILL'), STOP_GRACE_MS).unref();
          }),
      ),
    );
    process.exit(exitCode);
  }
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    child.kill(signal); // the group is gone already
  }
}
