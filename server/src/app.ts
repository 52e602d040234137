import Fastify, { type FastifyInstance } from 'fastify';
import type { AppOptions } from './app-context.ts';
import { connectionOptions } from './http/connection-limits.ts';
import { createJobWorkers } from './jobs/index.ts';
import { assembleHandlers } from './modules/index.ts';
import { apiDocs } from './plugins/api-docs.ts';
import { authentication } from './plugins/authentication.ts';
import { BODY_LIMIT_BYTES, bodyParsing } from './plugins/body-parsing.ts';
import { contractRoutes } from './plugins/contract-routes.ts';
import { errors } from './plugins/errors.ts';
import { loggerOptions } from './plugins/logging.ts';
import { jobWorkers } from './plugins/job-workers.ts';
import { rateLimits } from './plugins/rate-limits.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { staticSpa } from './plugins/static-spa.ts';
import { subscriptionAccess } from './plugins/subscription-access.ts';
import { createPorts } from './vendors/index.ts';
import { createAccessTokenVerifier, refusingRevokedTokens, rememberingVerifiedTokens } from './http/auth.ts';
import { mcpEndpoint, mcpResourceOf } from './modules/mcp/index.ts';
import { isAccessTokenRevoked } from './modules/session/index.ts';

export type { AppOptions } from './app-context.ts';

/** The Fastify instance: small plugins, one per concern. Tests `inject` into it; main.ts listens. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel, options.logStream),
    bodyLimit: BODY_LIMIT_BYTES,
    ajv: { customOptions: { strict: false } },
    // The response serializer's Ajv only picks a oneOf branch; the contract's own formats are checked by the validator (http/validation.ts).
    serializerOpts: { ajv: { formats: { month: true, period: true } } },
    // The contract's paths include '@' (/auth/@me); keep them as written.
    routerOptions: { ignoreTrailingSlash: true },
    // Slow clients get 408 and router refusals (414) the Error shape, before any plugin runs.
    ...connectionOptions(config),
    // Behind load balancers, the client's address (for per-IP limits and logs) is in X-Forwarded-For.
    trustProxy: (_address: string, hop: number) => hop < config.trustedProxyHops,
    // Shutting down, the process stops taking connections and serves what already reached it
    // (the default answers those 503): a rolling restart behind a balancer loses no request.
    return503OnClosing: false,
  });

  const ports = createPorts(config, options.vendors);
  const workers = createJobWorkers(options.jobs, { config, db: options.db, bankData: ports.bankData, log: app.log }, options.jobConcurrency);
  const handlers = { ...assembleHandlers({ ...options, ports, syncs: workers.syncs, importJobs: workers.imports }), ...options.handlers };

  await app.register(errors);
  await app.register(securityHeaders, { config });
  await app.register(bodyParsing);
  // A token is verified once until it expires; one a logout revoked is refused (one indexed read per call; forged ones cost none).
  await app.register(authentication, { verifyAccessToken: refusingRevokedTokens(rememberingVerifiedTokens(options.verifyAccessToken), (tokenId) => isAccessTokenRevoked(options.db, tokenId)) });
  await app.register(subscriptionAccess, { db: options.db });
  await app.register(rateLimits, { limits: config.rateLimits, redisUrl: config.redisUrl });
  await app.register(contractRoutes, { handlers, checkResponses: options.checkResponses });
  // Tokens for the MCP resource only: the app's own access tokens (another audience) are refused there.
  const verifyMcpAccessToken = options.verifyMcpAccessToken ?? createAccessTokenVerifier({ issuer: config.identity.issuer, audience: mcpResourceOf(config) });
  await app.register(mcpEndpoint, { config, db: options.db, verifyAccessToken: rememberingVerifiedTokens(verifyMcpAccessToken) });
  await app.register(apiDocs, { apiDocsDir: options.apiDocsDir });
  await app.register(staticSpa, { spaDir: options.spaDir });
  await app.register(jobWorkers, { workers });
  return app;
}
