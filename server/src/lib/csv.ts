/** Characters that make a spreadsheet read a cell as a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: text that could start a formula is prefixed with `'`; quotes, commas and line breaks are quoted. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line (RFC 4180), CRLF-terminated. */
export const csvLine = (cells: readonly unknown[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** Rows as CSV (RFC 4180, CRLF), with `columns` as the header. */
export function toCsv(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  return [csvLine(columns), ...rows.map((row) => csvLine(columns.map((column) => row[column])))].join('');
}
