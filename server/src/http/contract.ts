import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** `openapi.yaml` at the project's root: the first found upwards from this module, as a source file or in the server's bundle (`scripts/server-build.ts`). */
function contractPath(): string {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'openapi.yaml');
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`openapi.yaml not found above ${fileURLToPath(import.meta.url)}`);
  }
}

export const CONTRACT_PATH = contractPath();

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/**
 * `x-rate-limit` on an operation: `expensive` adds a tight per-user bucket of its own (calls that
 * reach a vendor or do heavy work); `webhook` marks a vendor webhook, whose failed signature checks
 * count in a tight per-IP bucket. Without it: the per-user bucket when secured, the per-IP one otherwise.
 */
export const RATE_LIMIT_TIERS = ['expensive', 'webhook'] as const;
export type RateLimitTier = (typeof RATE_LIMIT_TIERS)[number];

export interface ContractOperation {
  operationId: string;
  method: Uppercase<(typeof METHODS)[number]>;
  /** OpenAPI path, e.g. `/api/items/{external_id}`. */
  path: string;
  /** Fastify route, e.g. `/api/items/:external_id`. */
  route: string;
  secured: boolean;
  /** `x-requires-subscription: true`: the caller needs an active or grace-period subscription. */
  requiresSubscription: boolean;
  /** `x-rate-limit`, when the operation has one. */
  rateLimit: RateLimitTier | undefined;
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
  'x-requires-subscription'?: boolean;
  'x-rate-limit'?: string;
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
      if (operation['x-requires-subscription'] && security.length === 0) throw new Error(`${operation.operationId} requires a subscription but no bearer token`);
      const rateLimit = operation['x-rate-limit'];
      if (rateLimit !== undefined && !RATE_LIMIT_TIERS.includes(rateLimit as RateLimitTier)) throw new Error(`${operation.operationId}: x-rate-limit must be one of ${RATE_LIMIT_TIERS.join(', ')}`);
      if (rateLimit === 'expensive' && security.length === 0) throw new Error(`${operation.operationId} is x-rate-limit: expensive (per user) but needs no bearer token`);
      operations.push({
        operationId: operation.operationId,
        method: method.toUpperCase() as ContractOperation['method'],
        path,
        route: path.replace(/\{([^}]+)\}/g, ':$1'),
        secured: security.length > 0,
        requiresSubscription: operation['x-requires-subscription'] === true,
        rateLimit: rateLimit as RateLimitTier | undefined,
        bodyMediaTypes: Object.keys(operation.requestBody?.content ?? {}),
        bodyRequired: operation.requestBody?.required === true,
        tags: operation.tags ?? [],
      });
    }
  }
  return operations;
}
