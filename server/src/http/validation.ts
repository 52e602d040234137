import type { ErrorObject } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { periodRange } from '../lib/calendar.ts';

type AjvInstance = Ajv2020;

/**
 * Text fields refuse control characters (C0, DEL, C1: a NUL would reach Postgres, which rejects
 * it). Multi-line fields, marked `x-multiline: true` in openapi.yaml, keep tab and line feed.
 */
/* eslint-disable no-control-regex -- finding control characters is the point */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROL_CHARACTER_EXCEPT_TAB_AND_LINE_FEED = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
/* eslint-enable no-control-regex */
const CONTROL_CHARACTERS_KEYWORD = 'x-control-characters';
type ControlCharacters = 'none' | 'tab-and-line-feed';

type SchemaNode = Record<string, unknown>;

const allowsString = (schema: SchemaNode) => schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'));

/**
 * A copy of a request schema in which every string accepts no control characters (tab and line
 * feed too where `x-multiline: true`). Contract schemas arrive dereferenced and may share parts
 * (or loop), so each part is copied once.
 */
export function withControlCharacterCheck(schema: unknown, copies = new WeakMap<object, unknown>()): unknown {
  if (typeof schema !== 'object' || schema === null) return schema;
  const known = copies.get(schema);
  if (known) return known;
  const copy: SchemaNode | unknown[] = Array.isArray(schema) ? [] : {};
  copies.set(schema, copy);
  for (const [key, value] of Object.entries(schema)) (copy as SchemaNode)[key] = key === 'enum' || key === 'const' || key === 'default' || key === 'example' ? value : withControlCharacterCheck(value, copies);
  if (!Array.isArray(copy) && allowsString(copy) && copy.enum === undefined && copy.const === undefined) {
    copy[CONTROL_CHARACTERS_KEYWORD] = (copy['x-multiline'] === true ? 'tab-and-line-feed' : 'none') satisfies ControlCharacters;
  }
  return copy;
}

/** Ajv's validate-keyword function, which reports its errors on itself. */
type KeywordCheck<Args extends unknown[]> = ((...args: Args) => boolean) & { errors?: Partial<ErrorObject>[] };

function addControlCharacterKeyword(ajv: AjvInstance): void {
  const noControlCharacters: KeywordCheck<[ControlCharacters, string]> = (allowed, text) => {
    const forbidden = allowed === 'tab-and-line-feed' ? CONTROL_CHARACTER_EXCEPT_TAB_AND_LINE_FEED : CONTROL_CHARACTER;
    if (!forbidden.test(text)) return true;
    const message = allowed === 'tab-and-line-feed' ? 'must not contain control characters other than tab and line feed' : 'must not contain control characters';
    noControlCharacters.errors = [{ keyword: CONTROL_CHARACTERS_KEYWORD, message, params: {} }];
    return false;
  };
  ajv.addKeyword({ keyword: CONTROL_CHARACTERS_KEYWORD, type: 'string', schemaType: 'string', errors: true, validate: noControlCharacters });
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The contract's calendar formats beside ajv-formats' `date` and `date-time`: `month` (`YYYY-MM`) and `period` (`2024`, `Q1 2024`, `January 2024`). */
function addCalendarFormats(ajv: AjvInstance): void {
  ajv.addFormat('month', { type: 'string', validate: (text: string) => MONTH.test(text) });
  ajv.addFormat('period', { type: 'string', validate: (text: string) => periodRange(text) !== null });
}

const RANGE_KEYWORD = 'x-range';

/**
 * A calendar value as the span it covers, in a form that orders (a day or month as its text, a
 * time as milliseconds, a leap second as the second before it); null when the text is not one
 * (its format reports that).
 */
const SPANS: Record<string, (text: string) => [string | number, string | number] | null> = {
  date: (text) => (DAY.test(text) ? [text, text] : null),
  month: (text) => (MONTH.test(text) ? [text, text] : null),
  period: (text) => {
    const range = periodRange(text);
    return range && [range.start, range.end];
  },
  'date-time': (text) => {
    const ms = Date.parse(text.replace(/:60(?=[.zZ+-])/, ':59'));
    return Number.isNaN(ms) ? null : [ms, ms];
  },
};

/**
 * `x-range: [first, last]` on a date, timestamp, month or period: the value must lie within them,
 * both included (a period wholly: `['1900', '2199']` takes `December 2199` and refuses `2200`).
 */
function addRangeKeyword(ajv: AjvInstance): void {
  ajv.addKeyword({
    keyword: RANGE_KEYWORD,
    type: 'string',
    schemaType: 'array',
    errors: true,
    compile(range: [string, string], parentSchema) {
      const span = SPANS[String(parentSchema.format)];
      const first = span?.(range[0])?.[0];
      const last = span?.(range[1])?.[1];
      if (!span || first === undefined || last === undefined) throw new Error(`${RANGE_KEYWORD} needs a date, date-time, month or period format and bounds of it`);
      const inRange: KeywordCheck<[string]> = (text) => {
        const value = span(text);
        if (!value || (value[0] >= first && value[1] <= last)) return true;
        inRange.errors = [{ keyword: RANGE_KEYWORD, message: `must be from ${range[0]} to ${range[1]}`, params: { range } }];
        return false;
      };
      return inRange;
    },
  });
}

function createAjv(options: { coerceTypes: boolean | 'array' }): AjvInstance {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: false,
    allowUnionTypes: true,
    // Bad input is reported, never silently dropped or repaired.
    removeAdditional: false,
    useDefaults: true,
    coerceTypes: options.coerceTypes,
    // `multipleOf: 0.01` in binary floating point: 0.07 / 0.01 is 7.000000000000001, so without a
    // tolerance one cent amount in nine (0.07, 14.57 …) was refused as "not a multiple of 0.01".
    multipleOfPrecision: 9,
  });
  addFormats.default(ajv);
  addCalendarFormats(ajv);
  addRangeKeyword(ajv);
  addControlCharacterKeyword(ajv);
  return ajv;
}

/**
 * Bodies are checked as sent (no coercion: `"12"` is not 12). Query strings, path parameters
 * and headers are text by nature, so those are coerced to the contract's types.
 */
export function createValidatorCompiler(): FastifySchemaCompiler<object> {
  const bodyAjv = createAjv({ coerceTypes: false });
  const textAjv = createAjv({ coerceTypes: 'array' });
  return ({ schema, httpPart }) => {
    if (httpPart === 'body') return bodyAjv.compile(withControlCharacterCheck(schema) as object);
    // Header values cannot carry them (Node refuses all but tab).
    return textAjv.compile(httpPart === 'headers' ? schema : (withControlCharacterCheck(schema) as object));
  };
}

export function createContractAjv(): AjvInstance {
  return createAjv({ coerceTypes: false });
}

const PART_NAMES: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

/** One readable sentence naming the field at fault, e.g. `public_token (body) must match pattern "^public-"`. */
export function describeValidationError(part: string, errors: ErrorObject[]): { field: string; message: string } {
  const error = errors[0];
  const where = PART_NAMES[part] ?? part;
  if (!error) return { field: where, message: `Invalid ${where}.` };
  const base = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const join = (name: string) => (base ? `${base}.${name}` : name);
  switch (error.keyword) {
    case 'required': {
      const field = join(String(error.params.missingProperty));
      return { field, message: `${field} (${where}) is required.` };
    }
    case 'additionalProperties': {
      const field = join(String(error.params.additionalProperty));
      return { field, message: `${field} (${where}) is not an allowed field.` };
    }
    default: {
      const field = base || where;
      return { field, message: `${field} (${where}) ${error.message ?? 'is invalid'}.` };
    }
  }
}
