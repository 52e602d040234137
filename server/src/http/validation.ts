import type { ErrorObject } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

type AjvInstance = Ajv2020;

function createAjv(options: { coerceTypes: boolean | 'array' }): AjvInstance {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: false,
    allowUnionTypes: true,
    // Bad input is reported, never silently dropped or repaired.
    removeAdditional: false,
    useDefaults: true,
    coerceTypes: options.coerceTypes,
  });
  addFormats.default(ajv);
  return ajv;
}

/**
 * Bodies are checked as sent (no coercion: `"12"` is not 12). Query strings, path parameters
 * and headers are text by nature, so those are coerced to the contract's types.
 */
export function createValidatorCompiler(): FastifySchemaCompiler<object> {
  const bodyAjv = createAjv({ coerceTypes: false });
  const textAjv = createAjv({ coerceTypes: 'array' });
  return ({ schema, httpPart }) => (httpPart === 'body' ? bodyAjv : textAjv).compile(schema);
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
