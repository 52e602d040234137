import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SERVER = fileURLToPath(new URL('..', import.meta.url));
const IMPORT = /^\s*(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Every relative import of the server's own files (type-only ones too: a cycle of types is still a knot). */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SERVER)) {
    const targets = [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((match) => path.resolve(path.dirname(file), match[1]!));
    graph.set(file, targets.filter((target) => target.endsWith('.ts')));
  }
  return graph;
}

function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'visiting') {
      cycles.push([...stack.slice(stack.indexOf(file)), file].map((f) => path.relative(SERVER, f)));
      return;
    }
    state.set(file, 'visiting');
    stack.push(file);
    for (const target of graph.get(file) ?? []) visit(target);
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) visit(file);
  return cycles;
}

describe('server imports', () => {
  it('form no cycle (e.g. app.ts → modules → a handler → app.ts)', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(50);
    expect(findCycles(graph).map((cycle) => cycle.join(' → '))).toEqual([]);
  });
});
