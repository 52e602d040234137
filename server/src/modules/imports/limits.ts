import type { ImportProblem } from './parse/types.ts';

/** The largest file an import reads: about ten years of a busy account as CSV, with room to spare. */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

/** The most rows one file may hold; past it the file is refused whole rather than cut short. */
export const MAX_IMPORT_ROWS = 200_000;

const count = (n: number) => n.toLocaleString('en-US');

export const tooManyRows = (rows: number): ImportProblem => ({ line: null, message: `The file has ${count(rows)} transactions; an import takes at most ${count(MAX_IMPORT_ROWS)}. Split it by date and import each part.` });

export const tooLarge = (bytes: number): ImportProblem => ({ line: null, message: `The file is ${(bytes / 1024 / 1024).toFixed(1)} MB; an import takes at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB. Split it by date and import each part.` });
