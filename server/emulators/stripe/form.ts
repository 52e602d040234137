/**
 * Stripe's form encoding: `a=1`, `a[b]=1`, `a[0][b]=1`, `a[]=1`. The SDK sends indexed arrays
 * (`line_items[0][price]`), browsers and curl users send `expand[]=x`; both become arrays here.
 * @fastify/formbody's parser keeps bracket keys flat, so the emulator parses bodies itself.
 */
export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

const MAX_DEPTH = 8;
const MAX_INDEX = 1000;
const FORBIDDEN_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

function decode(component: string): string {
  const spaced = component.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/** `line_items[0][price]` → `['line_items', '0', 'price']`; `expand[]` → `['expand', '']`. */
export function splitKey(key: string): string[] {
  const open = key.indexOf('[');
  if (open <= 0 || !key.endsWith(']')) return [key];
  const segments = [key.slice(0, open)];
  const rest = key.slice(open);
  const pattern = /\[([^[\]]*)\]/g;
  let consumed = 0;
  for (let match = pattern.exec(rest); match; match = pattern.exec(rest)) {
    if (match.index !== consumed) return [key];
    segments.push(match[1]!);
    consumed = pattern.lastIndex;
  }
  return consumed === rest.length && segments.length <= MAX_DEPTH + 1 ? segments : [key];
}

function isIndex(segment: string): boolean {
  return /^\d+$/.test(segment) && Number(segment) <= MAX_INDEX;
}

type Container = Record<string, FormValue>;

function assign(target: Container, segments: string[], value: string): void {
  let node = target;
  for (let i = 0; i < segments.length; i++) {
    let segment = segments[i]!;
    if (FORBIDDEN_KEYS.has(segment)) return;
    const last = i === segments.length - 1;
    if (segment === '') segment = String(Object.keys(node).length);
    if (last) {
      node[segment] = value;
      return;
    }
    const existing = node[segment];
    if (existing === undefined || typeof existing === 'string' || Array.isArray(existing)) {
      node[segment] = {};
    }
    node = node[segment] as Container;
  }
}

/** Objects whose keys are all indices become arrays, in index order (holes dropped). */
function arraysFromIndices(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted: FormObject = {};
  for (const key of keys) converted[key] = arraysFromIndices(value[key]!);
  if (keys.length > 0 && keys.every(isIndex)) {
    return keys
      .map(Number)
      .sort((a, b) => a - b)
      .map((index) => converted[String(index)]!);
  }
  return converted;
}

export function parseStripeForm(body: string): FormObject {
  const root: Container = {};
  for (const pair of body.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const rawKey = equals === -1 ? pair : pair.slice(0, equals);
    const rawValue = equals === -1 ? '' : pair.slice(equals + 1);
    const key = decode(rawKey);
    if (key === '') continue;
    assign(root, splitKey(key), decode(rawValue));
  }
  return arraysFromIndices(root) as FormObject;
}

/** The query string of a raw request URL, parsed the same way (GET and DELETE carry params there). */
export function parseQueryOf(url: string): FormObject {
  const question = url.indexOf('?');
  return question === -1 ? {} : parseStripeForm(url.slice(question + 1));
}
