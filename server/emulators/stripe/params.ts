import { invalidParam, missingParam } from './errors.ts';
import type { FormObject } from './form.ts';

/** Typed reads of a parsed Stripe form, failing with Stripe's messages and the bracketed `param`. */
export class Params {
  constructor(
    readonly values: FormObject,
    private readonly prefix = '',
  ) {}

  private name(key: string): string {
    return this.prefix ? `${this.prefix}[${key}]` : key;
  }

  has(key: string): boolean {
    return this.values[key] !== undefined;
  }

  string(key: string): string | undefined {
    const value = this.values[key];
    if (value === undefined) return undefined;
    if (typeof value !== 'string') throw invalidParam(this.name(key), `Invalid string: ${JSON.stringify(value)}`, 'parameter_invalid_string');
    return value;
  }

  requiredString(key: string): string {
    const value = this.string(key);
    if (value === undefined || value === '') throw missingParam(this.name(key));
    return value;
  }

  integer(key: string): number | undefined {
    const value = this.string(key);
    if (value === undefined || value === '') return undefined;
    if (!/^-?\d+$/.test(value)) throw invalidParam(this.name(key), `Invalid integer: ${value}`, 'parameter_invalid_integer');
    return Number(value);
  }

  boolean(key: string): boolean | undefined {
    const value = this.string(key);
    if (value === undefined || value === '') return undefined;
    if (value !== 'true' && value !== 'false') throw invalidParam(this.name(key), `Invalid boolean: ${value}`, 'parameter_invalid_boolean');
    return value === 'true';
  }

  url(key: string): string | undefined {
    const value = this.string(key);
    if (value === undefined || value === '') return undefined;
    try {
      const parsed = new URL(value);
      if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return value;
    } catch {
      // falls through to Stripe's message
    }
    throw invalidParam(this.name(key), 'Not a valid URL', 'url_invalid');
  }

  nested(key: string): Params | undefined {
    const value = this.values[key];
    if (value === undefined || value === '') return undefined;
    if (typeof value === 'string' || Array.isArray(value)) throw invalidParam(this.name(key), `Invalid object`, 'parameter_invalid_object');
    return new Params(value, this.name(key));
  }

  list(key: string): Params[] | undefined {
    const value = this.values[key];
    if (value === undefined || value === '') return undefined;
    if (!Array.isArray(value)) throw invalidParam(this.name(key), `Invalid array`, 'parameter_invalid_array');
    return value.map((item, index) => {
      if (typeof item === 'string' || Array.isArray(item)) throw invalidParam(`${this.name(key)}[${index}]`, 'Invalid object', 'parameter_invalid_object');
      return new Params(item, `${this.name(key)}[${index}]`);
    });
  }

  /** `expand[]=a&expand[]=b.c` (or the SDK's `expand[0]=a`). */
  expand(): string[] {
    const value = this.values.expand;
    if (value === undefined || value === '') return [];
    const items = Array.isArray(value) ? value : [value];
    return items.map((item, index) => {
      if (typeof item !== 'string') throw invalidParam(`expand[${index}]`, 'Invalid string', 'parameter_invalid_string');
      return item;
    });
  }

  /** Metadata as Stripe takes it: string values, `''` unsets a key, `metadata=''` clears all. */
  metadataUpdate(key = 'metadata'): Record<string, string> | null | undefined {
    const value = this.values[key];
    if (value === undefined) return undefined;
    if (value === '') return null;
    if (typeof value === 'string' || Array.isArray(value)) throw invalidParam(this.name(key), 'Invalid hash', 'parameter_invalid_object');
    const entries: Record<string, string> = {};
    for (const [name, item] of Object.entries(value)) {
      if (typeof item !== 'string') throw invalidParam(`${this.name(key)}[${name}]`, 'Invalid string', 'parameter_invalid_string');
      if (name.length > 40) throw invalidParam(`${this.name(key)}[${name}]`, 'Metadata keys can have a maximum length of 40 characters.', 'parameter_invalid_string');
      if (item.length > 500) throw invalidParam(`${this.name(key)}[${name}]`, 'Metadata values can have a maximum length of 500 characters.', 'parameter_invalid_string');
      entries[name] = item;
    }
    if (Object.keys(entries).length > 50) throw invalidParam(this.name(key), 'You can have at most 50 metadata keys.', 'parameter_invalid_object');
    return entries;
  }
}

export function applyMetadata(current: Record<string, string>, update: Record<string, string> | null | undefined): Record<string, string> {
  if (update === undefined) return current;
  if (update === null) return {};
  const next = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (value === '') delete next[key];
    else next[key] = value;
  }
  return next;
}
