/**
 * The field a body was in where its bytes stop: for naming the field of a body cut off at the size
 * limit (`categories.3.category`, numbers indexing arrays, as validation names fields). Empty
 * when the bytes end between fields at the top level. Structural characters are ASCII and never
 * part of a multi-byte UTF-8 character, so the bytes are scanned as they are.
 */
export function fieldAtEnd(mediaType: 'json' | 'form', bytes: Buffer): string {
  return mediaType === 'json' ? jsonFieldAtEnd(bytes) : formFieldAtEnd(bytes);
}

/** A key is kept up to this many bytes: enough to name any field of the contract. */
const KEY_BYTES = 256;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

type Frame = { kind: 'object'; key: string | null; expectingKey: boolean } | { kind: 'array'; index: number };

function jsonFieldAtEnd(bytes: Buffer): string {
  const frames: Frame[] = [];
  let inString = false;
  let escaped = false;
  let keyStart = -1;
  for (let i = 0; i < bytes.length; i += 1) {
    const byte = bytes[i]!;
    if (inString) {
      if (escaped) escaped = false;
      else if (byte === BACKSLASH) escaped = true;
      else if (byte === QUOTE) {
        inString = false;
        const top = frames.at(-1);
        if (keyStart >= 0 && top?.kind === 'object') top.key = keyText(bytes, keyStart, i);
        keyStart = -1;
      }
      continue;
    }
    const top = frames.at(-1);
    switch (String.fromCharCode(byte)) {
      case '"':
        inString = true;
        keyStart = top?.kind === 'object' && top.expectingKey ? i + 1 : -1;
        break;
      case '{':
        frames.push({ kind: 'object', key: null, expectingKey: true });
        break;
      case '[':
        frames.push({ kind: 'array', index: 0 });
        break;
      case '}':
      case ']':
        frames.pop();
        break;
      case ':':
        if (top?.kind === 'object') top.expectingKey = false;
        break;
      case ',':
        if (top?.kind === 'object') Object.assign(top, { key: null, expectingKey: true });
        else if (top?.kind === 'array') top.index += 1;
        break;
      default:
    }
  }
  // An object's key is null until the key is read whole: bytes cut off inside one name the object holding it.
  return frames
    .map((frame) => (frame.kind === 'array' ? String(frame.index) : frame.key))
    .filter((part): part is string => part !== null)
    .join('.');
}

function keyText(bytes: Buffer, start: number, end: number): string {
  const raw = bytes.subarray(start, Math.min(end, start + KEY_BYTES)).toString('utf8');
  try {
    return JSON.parse(`"${raw}"`) as string;
  } catch {
    return raw;
  }
}

/** `a=1&b=2…`: the key of the pair the bytes stop in (the pair itself when they stop in its key). */
function formFieldAtEnd(bytes: Buffer): string {
  const pair = bytes.subarray(bytes.lastIndexOf('&') + 1);
  const equals = pair.indexOf('=');
  if (equals < 0) return '';
  const key = pair.subarray(0, Math.min(equals, KEY_BYTES)).toString('utf8').replaceAll('+', ' ');
  try {
    return decodeURIComponent(key);
  } catch {
    return key;
  }
}
