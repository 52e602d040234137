import type { Config } from '../../config.ts';

/**
 * The MCP endpoint as an OAuth 2.1 resource server (MCP authorization spec; RFC 9728 protected
 * resource metadata): its identifier is its own absolute URL, which is also the audience its
 * tokens must carry, never the app's API audience (no token passthrough).
 */

/** The one scope an AI client is granted: reading the person's data, never changing it. */
export const MCP_SCOPE = 'ledgerline:read';
export const MCP_PATH = '/mcp';
/** RFC 9728's well-known path; the resource's own path follows it (section 3.1). */
export const PROTECTED_RESOURCE_METADATA_PATH = '/.well-known/oauth-protected-resource';

/** The resource identifier (RFC 8707) and token audience: `${PUBLIC_URL}/mcp`. */
export const mcpResourceOf = (config: Pick<Config, 'publicUrl'>) => `${config.publicUrl}${MCP_PATH}`;

/** Where a client reads the metadata: the well-known path with the resource's path after it. */
export const protectedResourceMetadataUrl = (config: Pick<Config, 'publicUrl'>) => `${config.publicUrl}${PROTECTED_RESOURCE_METADATA_PATH}${MCP_PATH}`;

/** RFC 9728 metadata: which identity provider issues tokens for this resource, and with what scope. */
export function protectedResourceMetadata(config: Pick<Config, 'publicUrl' | 'identity'>) {
  return {
    resource: mcpResourceOf(config),
    authorization_servers: [config.identity.issuer],
    scopes_supported: [MCP_SCOPE],
    bearer_methods_supported: ['header'],
    resource_name: 'Ledgerline',
  };
}

/** The `WWW-Authenticate` challenge of a refused call (RFC 6750 section 3, with RFC 9728's `resource_metadata`). */
export function bearerChallenge(config: Pick<Config, 'publicUrl'>, error?: 'invalid_token' | 'insufficient_scope', description?: string): string {
  const params = [`resource_metadata="${protectedResourceMetadataUrl(config)}"`, `scope="${MCP_SCOPE}"`];
  if (error) params.push(`error="${error}"`);
  if (description) params.push(`error_description="${description}"`);
  return `Bearer ${params.join(', ')}`;
}
