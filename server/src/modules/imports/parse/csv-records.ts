import type { CsvDelimiter, ImportProblem } from './types.ts';

export interface CsvRecord {
  /** The 1-based line the record starts on (a quoted cell may span lines). */
  line: number;
  cells: string[];
}

/** A quoted cell from its opening quote: its text (`""` read as `"`) and the offset after its closing quote; null when it never closes. */
function quotedCell(text: string, open: number): { cell: string; next: number } | null {
  const pieces: string[] = [];
  let from = open + 1;
  for (;;) {
    const quote = text.indexOf('"', from);
    if (quote < 0) return null;
    pieces.push(text.slice(from, quote));
    if (text[quote + 1] !== '"') return { cell: pieces.join('"'), next: quote + 1 };
    from = quote + 2;
  }
}

/**
 * RFC 4180 records as banks write them: cells quoted or not, `""` for a quote inside quotes,
 * quoted cells holding delimiters and line breaks. Blank lines are skipped. `text` has `\n` line ends.
 */
export function readCsvRecords(text: string, delimiter: CsvDelimiter, maxRecords = Infinity): { records: CsvRecord[]; problems: ImportProblem[] } {
  const records: CsvRecord[] = [];
  const problems: ImportProblem[] = [];
  let cells: string[] = [];
  let line = 1;
  let recordLine = 1;
  let i = 0;
  // Cells are sliced out of the text, not built a character at a time: a 100,000-row file stays cheap.
  while (i <= text.length && records.length < maxRecords) {
    let lead = i;
    while (text[lead] === ' ' || (text[lead] === '\t' && delimiter !== '\t')) lead++;
    let cell = '';
    if (text[lead] === '"') {
      const quoted = quotedCell(text, lead);
      if (!quoted) {
        problems.push({ line, column: cells.length + 1, message: 'A quoted cell opened here never closes: the file may be cut short.' });
        break;
      }
      cell = quoted.cell;
      for (let n = cell.indexOf('\n'); n >= 0; n = cell.indexOf('\n', n + 1)) line++;
      i = quoted.next;
    }
    let end = i;
    while (end < text.length && text[end] !== delimiter && text[end] !== '\n') end++;
    cells.push(cell + text.slice(i, end));
    i = end + 1;
    if (end >= text.length || text[end] === '\n') {
      if (cells.length > 1 || cells[0]!.trim() !== '') records.push({ line: recordLine, cells });
      cells = [];
      line++;
      recordLine = line;
      if (end >= text.length) break;
    }
  }
  return { records, problems };
}

const DELIMITERS: CsvDelimiter[] = [',', ';', '\t'];
const SAMPLE_RECORDS = 20;

/**
 * The delimiter that splits the file's first records into the most cells, the same number on
 * most of them (a bank's preamble lines may differ); a comma when none splits anything.
 */
export function detectDelimiter(text: string): CsvDelimiter {
  let best: { delimiter: CsvDelimiter; score: number } = { delimiter: ',', score: 0 };
  for (const delimiter of DELIMITERS) {
    const { records } = readCsvRecords(text, delimiter, SAMPLE_RECORDS);
    const counts = new Map<number, number>();
    for (const r of records) counts.set(r.cells.length, (counts.get(r.cells.length) ?? 0) + 1);
    const [width, times] = [...counts].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0] ?? [1, 0];
    const score = width > 1 ? width * times : 0;
    if (score > best.score) best = { delimiter, score };
  }
  return best.delimiter;
}
