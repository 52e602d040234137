import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { isApiPath } from '../http/api-paths.ts';

/** Plaid Link's script and frames come from its CDN when the real Plaid is configured. */
const PLAID_CDN_ORIGIN = 'https://cdn.plaid.com';
const HSTS_MAX_AGE_S = 31_536_000;

const originOf = (url: string) => new URL(url).origin;

/**
 * The SPA's Content-Security-Policy, from the configured vendors: the identity provider (the SDK's
 * token calls, and its silent-authentication frame), Plaid Link (the emulator's script and session
 * calls offline, Plaid's CDN script and frames otherwise). Stripe Checkout and the billing portal
 * are top-level redirects, which a CSP does not restrict. Styles: the SPA's own stylesheet (no
 * <style> elements), and style attributes: React and the Link widget set them through the DOM, and
 * the prerendered public pages carry a few in their HTML (the hero's bar heights and widths),
 * which only `style-src-attr 'unsafe-inline'` lets through. Attributes cannot load anything or
 * run script, so this opens no way to inject code.
 */
export function contentSecurityPolicyDirectives(config: Config): Record<string, string[]> {
  const identity = originOf(config.identity.issuer);
  // react-plaid-link hard-codes Plaid's CDN script; offline the emulator's script stands in for it.
  const plaid = config.plaid.emulated ? [originOf(config.emulatorUrl), PLAID_CDN_ORIGIN] : [PLAID_CDN_ORIGIN];
  const plaidApi = config.plaid.emulated ? [originOf(config.emulatorUrl)] : [originOf(config.plaid.basePath)];
  const https = config.publicUrl.startsWith('https:');
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...plaid],
    'style-src': ["'self'"],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': unique(["'self'", identity, ...plaidApi]),
    'frame-src': unique([identity, ...(config.plaid.emulated ? [] : [PLAID_CDN_ORIGIN])]),
    'form-action': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

const unique = (values: string[]) => [...new Set(values)];

/**
 * Security headers on every response (@fastify/helmet), and `Cache-Control: no-store` on every
 * API response, errors included: they carry balances and personal data. Routes that need another
 * policy set their own header (the API reference, api-docs.ts).
 */
export const securityHeaders = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(config) },
    strictTransportSecurity: config.publicUrl.startsWith('https:') ? { maxAge: HSTS_MAX_AGE_S, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    // The SPA and the identity provider's pages are separate windows only through redirects.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
  });
}, { name: 'security-headers' });
