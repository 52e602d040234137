import type { FastifyInstance } from 'fastify';
import type { ValidateFunction } from 'ajv';
import { createContractAjv } from './validation.ts';
import type { OpenApiDocument } from './contract.ts';
import { errorBody } from './errors.ts';

interface ResponseObject {
  $ref?: string;
  content?: Record<string, { schema?: unknown }>;
}

const escapePointer = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * Checks every JSON response against the contract before it is serialised (so the serialiser
 * cannot hide a wrong type). A response the contract does not describe becomes a 500
 * `CONTRACT_VIOLATION`, which fails whichever test provoked it.
 */
export function registerResponseCheck(app: FastifyInstance, contract: OpenApiDocument): void {
  const ajv = createContractAjv();
  ajv.addSchema(contract as object, 'contract');
  const validators = new Map<string, ValidateFunction | null>();

  /** A response object, following a `$ref: '#/components/responses/…'` when there is one. */
  const resolve = (response: ResponseObject | undefined): { pointer: string; response: ResponseObject } | undefined => {
    const ref = response?.$ref;
    if (!ref) return undefined;
    const name = ref.replace('#/components/responses/', '');
    const target = (contract.components?.responses as Record<string, ResponseObject> | undefined)?.[name];
    return target && { pointer: `components/responses/${escapePointer(name)}`, response: target };
  };

  const validatorFor = (method: string, path: string, status: number): ValidateFunction | null => {
    const key = `${method} ${path} ${status}`;
    if (!validators.has(key)) {
      const responses = (contract.paths[path]?.[method.toLowerCase() as 'get'] as { responses?: Record<string, ResponseObject> } | undefined)?.responses ?? {};
      const code = String(status) in responses ? String(status) : 'default';
      const direct = responses[code];
      const target = resolve(direct) ?? (direct && { pointer: `paths/${escapePointer(path)}/${method.toLowerCase()}/responses/${code}`, response: direct });
      const documented = target?.response.content?.['application/json']?.schema !== undefined;
      validators.set(key, documented ? ajv.compile({ $ref: `contract#/${target!.pointer}/content/application~1json/schema` }) : null);
    }
    return validators.get(key)!;
  };

  app.addHook('preSerialization', async (request, reply, payload) => {
    const openapiPath = (request.routeOptions.config as { openapiPath?: string } | undefined)?.openapiPath;
    if (!openapiPath || (payload as { error?: { error_code?: string } })?.error?.error_code === 'CONTRACT_VIOLATION') return payload;
    const validate = validatorFor(request.method, openapiPath, reply.statusCode);
    const problem = !validate
      ? `status ${reply.statusCode} is not documented for ${request.method} ${openapiPath}`
      : validate(payload)
        ? undefined
        : `${request.method} ${openapiPath} ${reply.statusCode}: ${ajv.errorsText(validate.errors)}`;
    if (!problem) return payload;
    request.log.error({ problem }, 'response does not match openapi.yaml');
    reply.code(500);
    return errorBody('CONTRACT_VIOLATION', problem);
  });
}
