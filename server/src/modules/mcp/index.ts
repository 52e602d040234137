/** The public API of this module: the `/mcp` endpoint (an MCP server over the assistant's tools) and its resource identity. */
export { mcpEndpoint, type McpEndpointOptions } from './endpoint.ts';
export { MCP_SCOPE, mcpResourceOf, protectedResourceMetadataUrl } from './resource.ts';
