import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const CONTRACT_PATH = fileURLToPath(new URL('../../../openapi.yaml', import.meta.url));

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export interface ContractOperation {
  operationId: string;
  method: Uppercase<(typeof METHODS)[number]>;
  /** OpenAPI path, e.g. `/api/items/{external_id}`. */
  path: string;
  /** Fastify route, e.g. `/api/items/:external_id`. */
  route: string;
  secured: boolean;
  /** Media types the request body may use; empty when the operation takes no body. */
  bodyMediaTypes: string[];
  bodyRequired: boolean;
  tags: string[];
}

interface OpenApiOperation {
  operationId?: string;
  security?: unknown[];
  requestBody?: { required?: boolean; content?: Record<string, unknown> };
  tags?: string[];
}

export interface OpenApiDocument {
  security?: unknown[];
  paths: Record<string, Partial<Record<(typeof METHODS)[number], OpenApiOperation>>>;
  components?: Record<string, unknown>;
}

let cached: OpenApiDocument | undefined;

export function loadContract(): OpenApiDocument {
  cached ??= parse(readFileSync(CONTRACT_PATH, 'utf8')) as OpenApiDocument;
  return cached;
}

/** Every operation of the contract, with whether it needs a bearer token. */
export function contractOperations(document: OpenApiDocument = loadContract()): ContractOperation[] {
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      if (!operation.operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      const security = operation.security ?? document.security ?? [];
      operations.push({
        operationId: operation.operationId,
        method: method.toUpperCase() as ContractOperation['method'],
        path,
        route: path.replace(/\{([^}]+)\}/g, ':$1'),
        secured: security.length > 0,
        bodyMediaTypes: Object.keys(operation.requestBody?.content ?? {}),
        bodyRequired: operation.requestBody?.required === true,
        tags: operation.tags ?? [],
      });
    }
  }
  return operations;
}
