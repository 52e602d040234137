import type { CsvDelimiter, ImportProblem } from './types.ts';

export interface CsvRecord {
  /** The 1-based line the record starts on (a quoted cell may span lines). */
  line: number;
  cells: string[];
}

/**
 * RFC 4180 records as banks write them: cells quoted or not, `""` for a quote inside quotes,
 * quoted cells holding delimiters and line breaks. Blank lines are skipped. `text` has `\n` line ends.
 */
export function readCsvRecords(text: string, delimiter: CsvDelimiter, maxRecords = Infinity): { records: CsvRecord[]; problems: ImportProblem[] } {
  const records: CsvRecord[] = [];
  const problems: ImportProblem[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let quoteLine = 0;
  let quoted = false;
  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0]!.trim() !== '') records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < text.length && records.length < maxRecords; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        cell += c;
      }
    } else if (c === '"' && cell.trim() === '') {
      quoted = true;
      quoteLine = line;
      cell = '';
    } else if (c === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (c === '\n') {
      endRecord();
      line++;
      recordLine = line;
    } else cell += c;
  }
  if (quoted) problems.push({ line: quoteLine, column: cells.length + 1, message: 'A quoted cell opened here never closes: the file may be cut short.' });
  else if (records.length < maxRecords) endRecord();
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
