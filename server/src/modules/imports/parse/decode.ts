/**
 * A bank file's bytes as text with `\n` line ends: UTF-8 (with or without its byte order mark),
 * UTF-16 with one, or Windows-1252 when the bytes are not UTF-8 (older banks' CSV and OFX 1.x
 * `CHARSET:1252`, whose header is plain ASCII either way).
 */
export function decodeBankFile(bytes: Uint8Array): string {
  return normalizeLineEnds(decodeBytes(bytes));
}

function decodeBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  if (/^\s*OFXHEADER:\s*100/.test(head) && /CHARSET:\s*1252/.test(head)) return decodeWindows1252(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}

/** Windows-1252's characters at 0x80 to 0x9F (curly quotes, dashes, €…), where Latin-1 has control codes. */
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/** Node's TextDecoder reads `windows-1252` as Latin-1, so the 32 characters that differ are mapped here. */
const decodeWindows1252 = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes).replace(/[\u0080-\u009f]/g, (c) => WINDOWS_1252_HIGH[c.charCodeAt(0) - 0x80]!);

/** CRLF (Windows) and lone CR (old Macs) as LF, so every reader counts lines the same way. */
export const normalizeLineEnds = (text: string) => text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
