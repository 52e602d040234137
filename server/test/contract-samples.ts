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

export type Schema = {
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
  minProperties?: number;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  maximum?: number;
  exclusiveMaximum?: number;
  maxLength?: number;
};

export interface Parameter {
  $ref?: string;
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: Schema;
}

export function resolve<T extends { $ref?: string }>(document: OpenApiDocument, value: T): T {
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
  month: '2024-01',
  period: '2024',
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
    case 'object': {
      // The required fields, and as many of the others, in order, as `minProperties` asks (a partial update needs one).
      const required = schema.required ?? [];
      const optional = Object.keys(schema.properties ?? {}).filter((name) => !required.includes(name));
      const names = [...required, ...optional.slice(0, Math.max(0, (schema.minProperties ?? 0) - required.length))];
      return Object.fromEntries(names.map((name) => [name, sampleValue(document, schema.properties?.[name] ?? {})]));
    }
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

/** An operation's parameters (the path item's and its own) and its body's first media type, references followed. */
export function operationParts(document: OpenApiDocument, operation: ContractOperation): { parameters: Parameter[]; body?: { mediaType: string; schema: Schema } } {
  const pathItem = document.paths[operation.path] as unknown as { parameters?: Parameter[] };
  const spec = pathItem[operation.method.toLowerCase() as keyof typeof pathItem] as unknown as {
    parameters?: Parameter[];
    requestBody?: { $ref?: string; content?: Record<string, { schema: Schema }> };
  };
  const parameters = [...(pathItem.parameters ?? []), ...(spec.parameters ?? [])].map((p) => resolve(document, p));
  const [mediaType, media] = Object.entries(resolve(document, spec.requestBody ?? {}).content ?? {})[0] ?? [];
  return { parameters, ...(mediaType && media ? { body: { mediaType, schema: media.schema } } : {}) };
}

/**
 * Values a caller chooses over the contract's samples where a handler wants more than the
 * contract says (an id that exists, the endpoint's own analysis type): path parameters, and a
 * JSON body's top-level fields.
 */
export interface SampleChoices {
  path?: Record<string, string>;
  body?: Record<string, unknown>;
}

/** A valid request for the operation, as the contract describes it. */
export function sampleRequest(document: OpenApiDocument, operation: ContractOperation, choices: SampleChoices = {}): SampleRequest {
  const { parameters, body } = operationParts(document, operation);
  let url = operation.path;
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  for (const parameter of parameters) {
    if (parameter.in !== 'path' && !parameter.required) continue;
    const value = parameter.in === 'path' ? (choices.path?.[parameter.name] ?? String(sampleValue(document, parameter.schema))) : String(sampleValue(document, parameter.schema));
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(value));
    else if (parameter.in === 'query') query.set(parameter.name, value);
    else headers[parameter.name.toLowerCase()] = value;
  }
  if (query.size) url += `?${query}`;
  if (!body) return { method: operation.method, url, headers };
  headers['content-type'] = mediaHeader(body.mediaType);
  const fields = { ...(sampleValue(document, body.schema) as Record<string, unknown>), ...choices.body };
  return { method: operation.method, url, headers, payload: encodeBody(body.mediaType, fields) };
}

/** The boundary of the multipart bodies made here; `content-type` names it. */
const MULTIPART_BOUNDARY = 'ledgerline-sample-boundary';
const MULTIPART = 'multipart/form-data';

/** A multipart/form-data body: text fields as parts, the `file` field as a small file part. */
function encodeMultipart(fields: Record<string, unknown>): string {
  const parts = Object.entries(fields).map(([name, value]) =>
    name === 'file'
      ? `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="sample.csv"\r\nContent-Type: text/csv\r\n\r\nDate,Description,Amount\n2024-01-02,Sample,-1.00\n\r\n`
      : `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
  );
  return `${parts.join('')}--${MULTIPART_BOUNDARY}--\r\n`;
}

/** The text fields of a body `encodeMultipart` made (the file part as its field, kept). */
function decodeMultipart(payload: string): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const part of payload.split(`--${MULTIPART_BOUNDARY}`).slice(1, -1)) {
    const name = /name="([^"]+)"/.exec(part)![1]!;
    fields[name] = part.slice(part.indexOf('\r\n\r\n') + 4, -2);
  }
  return fields;
}

const mediaHeader = (mediaType: string) => (mediaType === MULTIPART ? `${MULTIPART}; boundary=${MULTIPART_BOUNDARY}` : mediaType);

const encodeBody = (mediaType: string, body: unknown) =>
  mediaType === 'application/x-www-form-urlencoded'
    ? new URLSearchParams(body as Record<string, string>).toString()
    : mediaType === MULTIPART
      ? encodeMultipart(body as Record<string, unknown>)
      : JSON.stringify(body);

/** One field of a request: a parameter, or a body field at any depth (numbers index arrays). */
export interface RequestField {
  part: 'body' | 'query' | 'path' | 'header';
  keys: (string | number)[];
  /** The field's schema, reference followed. */
  schema: Schema;
  /** The JSON types it takes (`string`, `number`, `integer`, `boolean`, `null`). */
  types: string[];
}

/** The field as the server's validation names it, e.g. `categories.0.version (body)` (headers in lower case, as Node gives them). */
export const fieldName = (field: RequestField): string => `${field.part === 'header' ? String(field.keys[0]).toLowerCase() : field.keys.join('.')} (${field.part})`;

function leafFields(document: OpenApiDocument, raw: Schema, keys: (string | number)[], part: RequestField['part'], seen = new Set<Schema>()): RequestField[] {
  const schema = resolve(document, raw);
  if (seen.has(schema)) return [];
  // An uploaded file is not a text field: it is bounded by the upload's own limit (modules/imports tests it).
  if (schema.format === 'binary') return [];
  const inner = new Set(seen).add(schema);
  const types = (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []).filter((t) => t !== 'object' && t !== 'array');
  const own: RequestField[] = types.length ? [{ part, keys, schema, types }] : [];
  const properties = Object.entries(schema.properties ?? {}).flatMap(([name, property]) => leafFields(document, property, [...keys, name], part, inner));
  const items = schema.items ? leafFields(document, schema.items, [...keys, 0], part, inner) : [];
  // A oneOf/anyOf's first branch: the value's main form (the others are null or its alternatives).
  const branches = [...(schema.allOf ?? []), ...(schema.oneOf?.slice(0, 1) ?? []), ...(schema.anyOf?.slice(0, 1) ?? [])].flatMap((s) => leafFields(document, s, keys, part, inner));
  return [...own, ...properties, ...items, ...branches];
}

/** Every field of the operation's requests: its parameters (path, query, header) and its body's fields at any depth. */
export function requestFields(document: OpenApiDocument, operation: ContractOperation): RequestField[] {
  const { parameters, body } = operationParts(document, operation);
  return [
    ...parameters.flatMap((p) => leafFields(document, p.schema, [p.name], p.in)),
    ...(body ? leafFields(document, body.schema, [], 'body') : []),
  ];
}

/** `root` with `value` at `keys`, the containers on the way made (array items whole, from the schema's samples). */
function setAt(document: OpenApiDocument, root: Record<string, unknown>, rootSchema: Schema, keys: (string | number)[], value: unknown) {
  let node: Record<string | number, unknown> = root;
  let schema = resolve(document, rootSchema);
  keys.forEach((key, index) => {
    if (index === keys.length - 1) {
      node[key] = value;
      return;
    }
    const childSchema = resolve(document, typeof key === 'number' ? schema.items! : mainBranch(document, schema).properties![key]!);
    if (node[key] === undefined || node[key] === null) node[key] = typeof key === 'number' ? sampleValue(document, childSchema) : typeof keys[index + 1] === 'number' ? [] : sampleValue(document, childSchema);
    node = node[key] as Record<string | number, unknown>;
    schema = mainBranch(document, childSchema);
  });
}

/** The object form of a schema that may be `oneOf: [object, null]`. */
const mainBranch = (document: OpenApiDocument, schema: Schema): Schema => {
  const resolved = resolve(document, schema);
  const first = resolved.oneOf?.[0] ?? resolved.anyOf?.[0];
  return first && !resolved.properties && !resolved.items ? mainBranch(document, first) : resolved;
};

/**
 * A valid request for the operation with one field set to `value`: as JSON (any type) in a JSON
 * body, as text in a form body, a query, a path or a header.
 */
export function requestWith(document: OpenApiDocument, operation: ContractOperation, field: RequestField, value: unknown, choices: SampleChoices = {}): SampleRequest {
  const request = sampleRequest(document, operation, choices);
  const [name] = field.keys as [string];
  const [path, search = ''] = request.url.split('?') as [string, string?];
  if (field.part === 'path') {
    let url = operation.path;
    for (const parameter of operationParts(document, operation).parameters.filter((p) => p.in === 'path')) {
      const other = choices.path?.[parameter.name] ?? String(sampleValue(document, parameter.schema));
      url = url.replace(`{${parameter.name}}`, encodeURIComponent(parameter.name === name ? String(value) : other));
    }
    return { ...request, url: url + (search ? `?${search}` : '') };
  }
  if (field.part === 'query') {
    const query = new URLSearchParams(search);
    query.set(name, String(value));
    return { ...request, url: `${path}?${query}` };
  }
  if (field.part === 'header') return { ...request, headers: { ...request.headers, [name.toLowerCase()]: String(value) } };
  const body = operationParts(document, operation).body!;
  const form = body.mediaType === 'application/x-www-form-urlencoded';
  const multipart = body.mediaType === MULTIPART;
  const fields = (form ? Object.fromEntries(new URLSearchParams(request.payload)) : multipart ? decodeMultipart(request.payload ?? '') : JSON.parse(request.payload ?? '{}')) as Record<string, unknown>;
  setAt(document, fields, body.schema, field.keys, form || multipart ? String(value) : value);
  return { ...request, payload: encodeBody(body.mediaType, fields) };
}
