import { MAX_IMPORT_BYTES, tooLarge } from './limits.ts';
import { parseCsv } from './parse/csv.ts';
import { decodeBankFile } from './parse/decode.ts';
import { parseOfx } from './parse/ofx.ts';
import { parseQif } from './parse/qif.ts';
import type { ImportFormat, ParsedFile } from './parse/types.ts';

/**
 * The format from the content, whatever the file's name says: OFX and QFX by their header or
 * `<OFX>` element, QIF by its `!Type:` (or `!Account`, `!Option`) first line, anything else CSV.
 */
export function detectFormat(text: string): ImportFormat {
  const head = text.slice(0, 4096);
  if (/^\s*OFXHEADER:/i.test(head) || /<\?OFX[\s?]/i.test(head) || /<OFX>/i.test(head)) return 'ofx';
  if (/^\s*!(Type:|Account|Option:)/i.test(head)) return 'qif';
  return 'csv';
}

/**
 * A bank file read into rows. Never throws for what the file holds: whatever is wrong with it
 * comes back in `problems`, by line and column.
 */
export function parseBankFile(bytes: Uint8Array): ParsedFile {
  if (bytes.byteLength > MAX_IMPORT_BYTES) {
    return { format: detectFormat(decodeBankFile(bytes.subarray(0, 4096))), accounts: [], rows: [], problems: [tooLarge(bytes.byteLength)] };
  }
  const text = decodeBankFile(bytes);
  const format = detectFormat(text);
  if (text.trim() === '') return { format, accounts: [], rows: [], problems: [{ line: null, message: 'The file is empty.' }] };
  if (format === 'ofx') return parseOfx(text);
  if (format === 'qif') return parseQif(text);
  return parseCsv(text);
}
