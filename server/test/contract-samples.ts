import type { ContractOperation, OpenApiDocument } from '../src/http/contract.ts';

/**
 * A request that passes the contract's validation for an operation: the smallest valid value of
 * each required parameter, header and body field, built from the schemas (enums, formats, bounds and
 * the simple patterns openapi.yaml uses). For tests that must get past validation to what follows.
 */
export interface SampleRequest {
  method: ContractOperation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
};

interface Parameter {
  $ref?: string;
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: Schema;
}

function resolve<T extends { $ref?: string }>(document: OpenApiDocument, value: T): T {
  if (!value.$ref) return value;
  const target = value.$ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key.replaceAll('~1', '/').replaceAll('~0', '~')], document);
  return resolve(document, target as T);
}

/** The first string a simple pattern matches: literals, escapes, classes, groups (first branch), quantifiers. */
export function sampleForPattern(pattern: string): string {
  let i = 0;
  const source = pattern.replace(/^\^/, '').replace(/\$$/, '');
  function sequence(): string {
    let out = '';
    while (i < source.length && source[i] !== '|' && source[i] !== ')') {
      let unit: string;
      const c = source[i]!;
      if (c === '(') {
        i += 1;
        unit = sequence();
        while (source[i] === '|') {
          i += 1;
          sequence();
        }
        i += 1; // ')'
      } else if (c === '[') {
        const end = source.indexOf(']', i);
        const body = source.slice(i + 1, end);
        unit = body.startsWith('\\d') ? '0' : body[0]!;
        i = end + 1;
      } else if (c === '\\') {
        const escaped = source[i + 1]!;
        unit = escaped === 'd' ? '0' : escaped === 'S' || escaped === 'w' ? 'a' : escaped;
        i += 2;
      } else {
        unit = c;
        i += 1;
      }
      const quantifier = /^(\{(\d+)(,\d*)?\}|[+*?])/.exec(source.slice(i));
      if (quantifier) {
        i += quantifier[0].length;
        const times = quantifier[2] ? Number(quantifier[2]) : quantifier[0] === '+' ? 1 : 0;
        unit = unit.repeat(times);
      }
      out += unit;
    }
    return out;
  }
  return sequence();
}

const FORMATS: Record<string, string> = {
  date: '2024-01-15',
  'date-time': '2024-01-15T12:00:00Z',
  email: 'someone@example.com',
  uri: 'https://example.com/',
  uuid: '00000000-0000-4000-8000-000000000000',
};

export function sampleValue(document: OpenApiDocument, raw: Schema): unknown {
  const schema = resolve(document, raw);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => sampleValue(document, part)));
  if (schema.oneOf ?? schema.anyOf) return sampleValue(document, (schema.oneOf ?? schema.anyOf)![0]!);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((name) => [name, sampleValue(document, schema.properties?.[name] ?? {})]));
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleValue(document, schema.items ?? {}));
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return true;
    default: {
      if (schema.format && FORMATS[schema.format]) return FORMATS[schema.format];
      if (schema.pattern) return sampleForPattern(schema.pattern);
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    }
  }
}

/** A valid request for the operation, as the contract describes it. */
export function sampleRequest(document: OpenApiDocument, operation: ContractOperation): SampleRequest {
  const spec = document.paths[operation.path]![operation.method.toLowerCase() as 'get'] as unknown as {
    parameters?: Parameter[];
    requestBody?: { content?: Record<string, { schema: Schema }> };
  };
  const pathItem = document.paths[operation.path] as unknown as { parameters?: Parameter[] };
  const parameters = [...(pathItem.parameters ?? []), ...(spec.parameters ?? [])].map((p) => resolve(document, p));
  let url = operation.path;
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  for (const parameter of parameters) {
    if (parameter.in !== 'path' && !parameter.required) continue;
    const value = String(sampleValue(document, parameter.schema));
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(value));
    else if (parameter.in === 'query') query.set(parameter.name, value);
    else headers[parameter.name.toLowerCase()] = value;
  }
  if (query.size) url += `?${query}`;
  const [mediaType, media] = Object.entries(spec.requestBody?.content ?? {})[0] ?? [];
  if (!mediaType || !media) return { method: operation.method, url, headers };
  const body = sampleValue(document, media.schema) as Record<string, unknown>;
  headers['content-type'] = mediaType;
  const payload = mediaType === 'application/x-www-form-urlencoded' ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body);
  return { method: operation.method, url, headers, payload };
}
