/**
 * @module The tool server's absolute addresses: under NEWSROOM_PUBLIC_URL, or else under the address
 * the service listens on (known only once it listens, hence resolved per request).
 */
import type { Server } from 'node:http';
import { MCP_PATH } from '../../contract/mcp/jsonrpc';
import { MCP_OAUTH_PATHS } from '../../contract/mcp/oauth';

export function listenUrlOf(server: Server): string {
  const address = server.address();
  if (address === null || typeof address === 'string') return 'http://localhost';
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

export interface McpUrls {
  /** {mcp_url}: the resource, and the OAuth issuer. */
  mcp: string;
  /** RFC 9728 with the resource's path after the well-known name, as WWW-Authenticate points to. */
  protectedResourceMetadata: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  registrationEndpoint: string;
}

export function mcpUrls(publicBase: string): McpUrls {
  const mcp = `${publicBase}${MCP_PATH}`;
  return {
    mcp,
    protectedResourceMetadata: `${publicBase}${MCP_OAUTH_PATHS.protectedResource}${MCP_PATH}`,
    authorizationEndpoint: `${mcp}${MCP_OAUTH_PATHS.authorize}`,
    tokenEndpoint: `${mcp}${MCP_OAUTH_PATHS.token}`,
    registrationEndpoint: `${mcp}${MCP_OAUTH_PATHS.register}`,
  };
}
