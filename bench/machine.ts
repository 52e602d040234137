import { loadavg } from 'node:os';

/** The machine's 1-minute load average now, as a section prints it beside its figures (a noisy run tells itself apart: 2 cores here). */
export function loadAverageNow(): string {
  return `load average ${loadavg()[0]!.toFixed(1)}`;
}
